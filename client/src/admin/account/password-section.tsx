import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '@pageant/common/content/admin-accounts';
import { MSG } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { changePassword } from './account-api';
import { AccountCard, buttonPrimary } from './account-ui';

type Fields = { current: string; password: string; confirm: string };
const EMPTY: Fields = { current: '', password: '', confirm: '' };

/** Changing it signs her other sessions out (the server does that); this one stays. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [busy, setBusy] = useState(false);
  const { notice, announceSuccess, announceError } = useNotice();

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const parsed = changePasswordSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Fields> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await changePassword(fields);
      setFields(EMPTY);
      announceSuccess(res.message);
      onChanged();
    } catch (err) {
      announceError(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Password" intro="At least 12 characters. Changing it signs you out everywhere else.">
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <FormField
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
          error={errors.current}
        />
        <FormField
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          error={errors.password}
        />
        <FormField
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={fields.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} aria-busy={busy} className={buttonPrimary}>
            {busy && <InlineSpinner />}
            Change password
          </button>
          <NoticeLine notice={notice} successRole="status" />
        </div>
      </form>
    </AccountCard>
  );
}
