import { useContext, useState } from 'react';
import type { AdminAccount } from '@pageant/common/content/admin-accounts';
import { MSG } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { AdminMeContext } from '@/admin/account/admin-me';
import { NoticeLine } from '@/admin/shared/notice-line';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { useNotice } from '@/admin/shared/use-notice';
import { changeAdmin, getTeam, type TeamOverview } from './accounts-api';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberCard, type MemberChange } from './member-card';

const EMPTY: TeamOverview = { users: [], invitations: [] };
const LOAD_FAILED = 'The team could not be loaded. Try again.';

const changed = (user: AdminAccount, change: MemberChange) => {
  const who = user.name ?? user.username;
  if ('role' in change) return `${who}'s role is changed.`;
  return change.disabled ? `${who} is disabled and signed out everywhere.` : `${who} can sign in again.`;
};

/** Team (issue #34, owner only): who can sign in to the back office, with which role, and who is invited. */
export default function TeamPage() {
  const me = useContext(AdminMeContext)?.me;
  const { data, loading, error, reload } = useAdminResource(getTeam, LOAD_FAILED, {
    initial: EMPTY,
    logMessage: 'Failed to load the team',
  });
  const { notice, announceSuccess, announceError } = useNotice();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function change(user: AdminAccount, body: MemberChange): Promise<boolean> {
    setBusyId(user.id);
    try {
      await changeAdmin(user.id, body);
      announceSuccess(changed(user, body));
      await reload({ quiet: true });
      return true;
    } catch (err) {
      announceError(errorMessage(err, MSG.somethingWentWrong));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function invited(message: string) {
    announceSuccess(message);
    await reload({ quiet: true });
  }

  return (
    <section className="space-y-6">
      <div className="max-w-2xl space-y-1">
        <h1 className="text-xl font-semibold text-neutral-900">Team</h1>
        <p className="text-sm text-neutral-600">
          Everyone who can sign in to the back office. Invite someone by e-mail; she sets her own password from the link and signs in with
          her address.
        </p>
      </div>

      <div className="space-y-3">
        <h2 className="text-base font-semibold text-neutral-900">Admins</h2>
        <NoticeLine notice={notice} successRole="status" />
        <ResourceStatus
          loading={loading}
          error={error}
          onRetry={() => void reload()}
          loadingLabel="Loading the team…"
          isEmpty={data.users.length === 0}
          empty={<p className="text-sm text-neutral-600">No admins yet.</p>}
        >
          <ul aria-label="Admins" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {data.users.map((u) => (
              <MemberCard key={`${u.id}-${u.role}`} user={u} isMe={u.username === me?.username} busy={busyId === u.id} onChange={change} />
            ))}
          </ul>
        </ResourceStatus>
      </div>

      {data.invitations.length > 0 && (
        <div className="space-y-3">
          <h2 className="text-base font-semibold text-neutral-900">Invited</h2>
          <InvitationList invitations={data.invitations} />
        </div>
      )}

      <div className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-xs sm:p-5">
        <div className="space-y-1">
          <h2 className="text-base font-semibold text-neutral-900">Invite someone</h2>
          <p className="text-sm text-neutral-600">The link works once, for 48 hours.</p>
        </div>
        <InviteForm onInvited={(message) => void invited(message)} />
      </div>
    </section>
  );
}
