import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { inviteAdminSchema, ADMIN_ACCOUNT_MSG, ADMIN_USERNAME_MAX } from '@pageant/common/content/admin-accounts';
import { ADMIN_ROLES, ROLE_LABELS, ROLE_SUMMARIES, type AdminRole } from '@pageant/common/content/admin-roles';
import { errorMessage } from '@/api/http';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { MSG } from '@pageant/common';
import { inviteAdmin } from './accounts-api';

type Field = 'email' | 'name' | 'role';

/** The checks the server makes, run first here so she sees them beside the field. */
function fieldErrors(body: { email: string; name: string; role: string }): Partial<Record<Field, string>> {
  const parsed = inviteAdminSchema.safeParse(body);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) parsed.error.issues.forEach((i) => (errors[i.path[0] as Field] ??= i.message));
  else if (parsed.data.email.length > ADMIN_USERNAME_MAX) errors.email = ADMIN_ACCOUNT_MSG.emailTooLongForUsername;
  return errors;
}

/** Invite someone: her address, her name and what she may do. The link goes to her by e-mail. */
export function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const roleHeading = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const found = fieldErrors({ email, name, role });
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await inviteAdmin({ email: email.trim(), name: name.trim(), role });
      setEmail('');
      setName('');
      onInvited(res.message);
    } catch (err) {
      setFailure(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          value={email}
          error={errors.email}
          hint="She signs in with this address."
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label="Name"
          name="name"
          autoComplete="off"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset aria-labelledby={roleHeading} className="space-y-2">
        <legend id={roleHeading} className="text-sm font-medium text-neutral-700">
          Role
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ADMIN_ROLES.map((r) => (
            <label
              key={r}
              className={`flex min-h-11 cursor-pointer gap-3 rounded-md border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-gold ${
                role === r ? 'border-plum bg-plum/5' : 'border-neutral-200 hover:bg-neutral-50'
              }`}
            >
              <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} className="mt-0.5 accent-plum" />
              <span className="space-y-0.5">
                <span className="block font-semibold text-neutral-900">{ROLE_LABELS[r]}</span>
                <span className="block text-neutral-600">{ROLE_SUMMARIES[r]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role && <p className="text-xs text-red-700">{errors.role}</p>}
      </fieldset>
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-white hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-70 sm:w-auto"
      >
        {busy ? <InlineSpinner /> : <Send className="size-4" aria-hidden="true" />}
        {busy ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
