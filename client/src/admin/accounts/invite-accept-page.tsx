import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_MSG, acceptInvitationSchema } from '@pageant/common/content/admin-accounts';
import { MSG } from '@pageant/common';
import { ApiError, errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { AdminWordmark } from '../shared/admin-wordmark';
import { acceptInvitation } from './accounts-api';

const LOGIN = '/admin/login';
/** The server's answers that end this link for good: the form goes, the sentence says what to do. */
const FINAL_CODES = new Set(['INVITATION_INVALID', 'INVITATION_USED', 'INVITATION_EXPIRED']);

type Outcome = { kind: 'ready' | 'final'; text: string; signIn: boolean };

/** Where an invitation link lands (outside the signed-in shell): she sets her password, then signs in. */
export default function InviteAcceptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = acceptInvitationSchema.shape.token.safeParse(token).success;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(
    wellFormed ? null : { kind: 'final', text: ADMIN_ACCOUNT_MSG.invitationInvalid, signIn: false },
  );

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const parsed = acceptInvitationSchema.safeParse({ token, password, confirm });
    const found: typeof errors = {};
    if (!parsed.success) parsed.error.issues.forEach((i) => (found[i.path[0] as 'password' | 'confirm'] ??= i.message));
    setErrors(found);
    setFailure('');
    if (!parsed.success) return;
    setBusy(true);
    try {
      const res = await acceptInvitation({ token, password, confirm });
      setOutcome({ kind: 'ready', text: res.message || ADMIN_ACCOUNT_MSG.accountReady, signIn: true });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code && FINAL_CODES.has(code)) setOutcome({ kind: 'final', text: errorMessage(err, ''), signIn: code === 'INVITATION_USED' });
      else setFailure(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-br from-neutral-100 via-ivory to-neutral-200 px-4 py-10 font-sans">
      <div className="w-full max-w-sm rounded-xl border border-neutral-200 bg-white p-6 shadow-lg shadow-plum/5 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center text-plum">
          <AdminWordmark />
          <h1 className="text-base font-semibold text-neutral-700">
            {outcome?.kind === 'ready' ? 'You are all set' : 'Set your password'}
          </h1>
        </div>
        {outcome ? (
          <div className="space-y-4 text-center">
            <p
              role={outcome.kind === 'final' ? 'alert' : 'status'}
              className={`rounded-md border px-3 py-2 text-sm ${
                outcome.kind === 'ready' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-700'
              }`}
            >
              {outcome.text}
            </p>
            {outcome.signIn && (
              <Link
                to={LOGIN}
                className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-plum px-4 text-sm font-semibold text-white hover:bg-plum/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
              >
                Go to the login page
              </Link>
            )}
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
            <FormField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              error={errors.password}
              hint="At least 12 characters; not your e-mail address."
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormField
              label="Type it again"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              error={errors.confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {failure && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {failure}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-white shadow-sm hover:bg-plum/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy && <InlineSpinner />}
              Set my password
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
