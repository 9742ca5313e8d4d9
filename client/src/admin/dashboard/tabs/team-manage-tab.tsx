import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { TEAM_TYPES, type TeamType } from '@pageant/common';
import { TEAM_MSG } from '@pageant/common/content/team-media';
import { createTeamMember, deleteTeamMember, getTeam, updateTeamMember, type TeamMember, type TeamMemberFields } from '@/api/team';
import { errorMessage } from '@/api/http';
import { TypeTabs } from '@/admin/shared/type-tabs';
import { TeamMemberForm } from '@/admin/team/team-member-form';
import { TeamMemberList } from '@/admin/team/team-member-list';
import { NoticeLine } from '@/admin/shared/notice-line';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { useNotice } from '@/admin/shared/use-notice';

const LABELS: Record<TeamType, string> = { leaders: 'Leaders', directors: 'Directors', coreteam: 'Core Team' };
const FETCH_FAILED = 'Failed to fetch';

export default function TeamManageTab() {
  const [type, setType] = useState<TeamType>('leaders');
  const fetchTeam = useCallback(async (signal?: AbortSignal): Promise<TeamMember[]> => (await getTeam(type, signal)).members ?? [], [type]);
  const {
    data: members,
    setData: setMembers,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchTeam, FETCH_FAILED, {
    initial: [],
    logMessage: 'Failed to fetch team',
  });
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, announceSuccess, announceError } = useNotice();

  function changeType(next: TeamType) {
    if (next === type) return;
    setType(next);
    setEditing(null);
  }

  async function save(fields: TeamMemberFields) {
    try {
      if (editing) {
        const res = await updateTeamMember(type, editing._id, fields);
        setMembers((list) => list.map((m) => (m._id === res.member._id ? res.member : m)));
        setEditing(null);
        announceSuccess(TEAM_MSG.updated);
      } else {
        const res = await createTeamMember(type, fields);
        setMembers((list) => [...list, res.member]);
        announceSuccess(TEAM_MSG.added);
      }
    } catch (err) {
      // The form shows the same sentence inline next to its fields.
      toast.error(errorMessage(err, '❌ Upload failed'));
      throw err;
    }
  }

  async function remove(member: TeamMember) {
    if (!window.confirm(`Are you sure you want to delete ${member.name}?`)) return;
    setDeletingId(member._id);
    try {
      const res = await deleteTeamMember(member._id);
      setMembers(res.members ?? []);
      if (editing?._id === member._id) setEditing(null);
      announceSuccess(TEAM_MSG.deleted);
    } catch (err) {
      const text = errorMessage(err, '❌ Delete failed');
      announceError(text);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Team Manage</h2>
        <p className="text-sm text-neutral-600">Add, edit and delete the leaders, directors and core team shown on the team page.</p>
      </div>
      <TypeTabs label="Team groups" types={TEAM_TYPES} labels={LABELS} active={type} onChange={changeType}>
        <TeamMemberForm
          key={`${type}-${editing?._id ?? 'new'}`}
          type={type}
          editing={editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
        <NoticeLine notice={notice} />
        <ResourceStatus
          loading={loading}
          error={loadError}
          onRetry={() => void reload()}
          loadingLabel="Loading members…"
          isEmpty={members.length === 0}
          empty={<p className="text-sm text-neutral-500">No {LABELS[type].toLowerCase()} yet. Add the first one above.</p>}
        >
          <TeamMemberList
            members={members}
            editingId={editing?._id ?? null}
            deletingId={deletingId}
            onEdit={setEditing}
            onDelete={remove}
          />
        </ResourceStatus>
      </TypeTabs>
    </section>
  );
}
