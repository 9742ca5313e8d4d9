import type { PendingInvitation } from '@pageant/common/content/admin-accounts';
import { adminTime } from '@/admin/shared/admin-time';
import { RoleChip, StateChip } from './role-chip';

/** Invitations sent and not yet used; an expired one drops off (the owner sends a new one). */
export function InvitationList({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <ul aria-label="Pending invitations" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {invitations.map((i) => (
        <li key={i.id} className="space-y-2 rounded-lg border border-dashed border-neutral-300 bg-white/60 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-semibold text-neutral-900">{i.name}</p>
              <p className="truncate text-sm text-neutral-600">{i.email}</p>
            </div>
            <RoleChip role={i.role} />
          </div>
          <StateChip tone="warn">{`Invited · link valid until ${adminTime(i.expiresAt)}`}</StateChip>
        </li>
      ))}
    </ul>
  );
}
