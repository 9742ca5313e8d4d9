import { ROLE_LABELS, ROLE_SUMMARIES } from '@pageant/common/content/admin-roles';
import type { AdminMe } from '@pageant/common/content/admin-accounts';
import { AccountCard } from './account-ui';

export function ProfileSection({ me }: { me: AdminMe }) {
  return (
    <AccountCard title="Profile">
      <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-neutral-500">Name</dt>
        <dd className="font-medium text-neutral-900">{me.name ?? me.username}</dd>
        <dt className="text-neutral-500">E-mail</dt>
        <dd className="break-all text-neutral-900">{me.email ?? <span className="text-neutral-500">None on file</span>}</dd>
        <dt className="text-neutral-500">Role</dt>
        <dd className="space-y-1">
          <span className="inline-flex rounded-full bg-plum/10 px-2.5 py-0.5 text-xs font-semibold text-plum">{ROLE_LABELS[me.role]}</span>
          <p className="text-neutral-600">{ROLE_SUMMARIES[me.role]}</p>
        </dd>
      </dl>
    </AccountCard>
  );
}
