import { useEffect, useState } from 'react';
import { Laptop } from 'lucide-react';
import { ADMIN_SESSION_MSG } from '@pageant/common/content/admin-sessions';
import { formatIst } from '@pageant/common/content/zoned-format';
import { MSG } from '@pageant/common';
import { errorMessage } from '@/api/http';
import { InlineSpinner } from '@/components/spinner';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { endSession, getSessions } from './account-api';
import { AccountCard, buttonQuiet } from './account-ui';

const seen = (iso: string | null) => (iso ? `Last seen ${formatIst(iso)}` : 'Not used since signing in');

export function SessionsSection({ version }: { version: number }) {
  const { data, loading, error, reload } = useAdminResource(getSessions, MSG.somethingWentWrong, {
    initial: { sessions: [] },
    logMessage: 'Failed to load sessions',
  });
  const [ending, setEnding] = useState<string | null>(null);
  const { notice, announceSuccess, announceError } = useNotice();
  // A password change ends the other sessions: read the list again.
  useEffect(() => {
    if (version > 0) void reload({ quiet: true });
  }, [version, reload]);

  async function signOut(id: string) {
    setEnding(id);
    try {
      const res = await endSession(id);
      announceSuccess(res.message || ADMIN_SESSION_MSG.ended);
    } catch (err) {
      announceError(errorMessage(err, MSG.somethingWentWrong));
    } finally {
      setEnding(null);
      await reload({ quiet: true });
    }
  }

  return (
    <AccountCard
      id="sessions"
      title="Sessions"
      intro="Where you are signed in. Sign out any you do not recognise, then change your password."
    >
      <ResourceStatus
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        loadingLabel="Loading sessions…"
        isEmpty={false}
        empty={null}
      >
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 px-3 py-3 sm:px-4">
              <Laptop aria-hidden="true" className="size-5 shrink-0 text-neutral-500" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-neutral-900">
                  {s.device}
                  {s.current && (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">This device</span>
                  )}
                </p>
                <p className="figures text-xs text-neutral-600">{seen(s.lastSeenAt)}</p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  onClick={() => void signOut(s.id)}
                  disabled={ending !== null}
                  aria-label={`Sign out ${s.device}`}
                  className={buttonQuiet}
                >
                  {ending === s.id && <InlineSpinner />}
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      </ResourceStatus>
      <NoticeLine notice={notice} successRole="status" />
    </AccountCard>
  );
}
