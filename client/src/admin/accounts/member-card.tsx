import { useId, useState } from 'react';
import type { AdminAccount } from '@pageant/common/content/admin-accounts';
import { ADMIN_ROLES, ROLE_LABELS, ROLE_SUMMARIES, type AdminRole } from '@pageant/common/content/admin-roles';
import { ConfirmDialog } from '@/admin/shared/confirm-dialog';
import { RoleChip, StateChip } from './role-chip';

export type MemberChange = { role: AdminRole } | { disabled: boolean };

interface MemberCardProps {
  user: AdminAccount;
  /** She is the one signed in: said on her card, so she does not lock herself out unawares. */
  isMe: boolean;
  busy: boolean;
  onChange: (user: AdminAccount, change: MemberChange) => Promise<boolean>;
}

const quiet =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 ' +
  'hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60';
const danger =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-red-200 bg-white px-3 text-sm font-medium text-red-700 ' +
  'hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60';

/** One admin: who she is, her role and state, and the owner's two changes, each confirmed first. */
export function MemberCard({ user, isMe, busy, onChange }: MemberCardProps) {
  const selectId = useId();
  const [role, setRole] = useState<AdminRole>(user.role);
  const [asking, setAsking] = useState<MemberChange | null>(null);
  const who = user.name ?? user.username;

  async function confirm() {
    if (!asking) return;
    const done = await onChange(user, asking);
    setAsking(null);
    if (!done) setRole(user.role);
  }

  return (
    <li
      className={`space-y-3 rounded-lg border bg-white p-4 shadow-xs ${user.disabled ? 'border-neutral-200 opacity-80' : 'border-neutral-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-neutral-900">
            {who}
            {isMe && <span className="ml-1.5 text-sm font-normal text-neutral-500">(you)</span>}
          </p>
          {user.email !== null && user.email !== who && <p className="truncate text-sm text-neutral-600">{user.email}</p>}
        </div>
        <RoleChip role={user.role} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        {user.twoFactor ? <StateChip tone="good">Second factor on</StateChip> : <StateChip tone="warn">No second factor</StateChip>}
        {user.disabled && <StateChip tone="off">Disabled</StateChip>}
      </div>
      <div className="flex flex-wrap items-end gap-2 border-t border-neutral-100 pt-3">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={selectId} className="block text-xs font-medium text-neutral-600">
            Role
          </label>
          <select
            id={selectId}
            value={role}
            disabled={busy}
            onChange={(e) => setRole(e.target.value as AdminRole)}
            className="block min-h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-sm focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none"
          >
            {ADMIN_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={quiet} disabled={busy || role === user.role} onClick={() => setAsking({ role })}>
          Change role
        </button>
        <button
          type="button"
          className={user.disabled ? quiet : danger}
          disabled={busy}
          onClick={() => setAsking({ disabled: !user.disabled })}
        >
          {user.disabled ? 'Enable' : 'Disable'}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          open
          busy={busy}
          title={'role' in asking ? `Make ${who} ${ROLE_LABELS[asking.role]}?` : asking.disabled ? `Disable ${who}?` : `Enable ${who}?`}
          confirmLabel={'role' in asking ? 'Change role' : asking.disabled ? 'Disable' : 'Enable'}
          tone={'disabled' in asking && asking.disabled ? 'danger' : 'primary'}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(null);
            setRole(user.role);
          }}
        >
          {'role' in asking ? (
            <p>
              {ROLE_SUMMARIES[asking.role]} It applies from her next click{isMe ? ', and you are changing your own role' : ''}.
            </p>
          ) : asking.disabled ? (
            <p>
              She is signed out everywhere at once and cannot sign in until she is enabled again.{isMe ? ' This is your own account.' : ''}
            </p>
          ) : (
            <p>She can sign in again with her e-mail address and her password.</p>
          )}
        </ConfirmDialog>
      )}
    </li>
  );
}
