import { TEAM_TYPES, type TeamType } from '@pageant/common';
import { TEAM_MSG } from '@pageant/common/content/team-media';
import { createTeamMember, deleteTeamMember, getTeam, updateTeamMember, type TeamMember, type TeamMemberFields } from '@/api/team';
import { TypeTabs } from '@/admin/shared/type-tabs';
import { TeamMemberForm } from '@/admin/team/team-member-form';
import { TeamMemberList } from '@/admin/team/team-member-list';
import { NoticeLine } from '@/admin/shared/notice-line';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useTypeTabItems } from '@/admin/shared/use-type-tab-items';

const LABELS: Record<TeamType, string> = { leaders: 'Leaders', directors: 'Directors', coreteam: 'Core Team' };

const loadTeam = async (type: TeamType, signal?: AbortSignal): Promise<TeamMember[]> => (await getTeam(type, signal)).members ?? [];

export default function TeamManageTab() {
  const team = useTypeTabItems<TeamType, TeamMember, TeamMemberFields>({
    initialType: 'leaders',
    load: loadTeam,
    create: async (type, fields) => (await createTeamMember(type, fields)).member,
    update: async (type, member, fields) => (await updateTeamMember(type, member._id, fields)).member,
    // The server answers with the group as it now stands.
    destroy: async (member) => (await deleteTeamMember(member._id)).members ?? [],
    nameOf: (member) => member.name,
    messages: TEAM_MSG,
    logMessage: 'Failed to fetch team',
  });
  const { type, editing } = team;

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Team Manage</h2>
        <p className="text-sm text-neutral-600">Add, edit and delete the leaders, directors and core team shown on the team page.</p>
      </div>
      <TypeTabs label="Team groups" types={TEAM_TYPES} labels={LABELS} active={type} onChange={team.changeType}>
        <TeamMemberForm
          key={`${type}-${editing?._id ?? 'new'}`}
          type={type}
          editing={editing}
          onSubmit={team.save}
          onCancel={() => team.setEditing(null)}
        />
        <NoticeLine notice={team.notice} />
        <ResourceStatus
          loading={team.loading}
          error={team.loadError}
          onRetry={() => void team.reload()}
          loadingLabel="Loading members…"
          isEmpty={team.items.length === 0}
          empty={<p className="text-sm text-neutral-500">No {LABELS[type].toLowerCase()} yet. Add the first one above.</p>}
        >
          <TeamMemberList
            members={team.items}
            editingId={editing?._id ?? null}
            deletingId={team.deletingId}
            onEdit={team.setEditing}
            onDelete={team.remove}
          />
        </ResourceStatus>
      </TypeTabs>
    </section>
  );
}
