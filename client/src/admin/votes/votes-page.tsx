import { useEffect, useMemo, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { EyeOffIcon } from '@/components/finale/hidden-count';
import { PAGE_SIZE, TOP_STRIP_SIZE } from '@pageant/common';
import { InlineSpinner } from '@/components/spinner';
import { useVoteUpdates } from '@/components/voting/use-vote-updates';
import { DEFAULT_SORT, nextSort, sortCandidates, topByVotes, type Sort, type SortKey } from './sort';
import { TopStrip } from './top-strip';
import { useAllCandidates } from './use-all-candidates';
import { useVoteLedger } from './use-vote-ledger';
import { VoteLedgerView } from './vote-ledger';
import { CheersPanel } from './cheers-panel';
import { ReadOnlyUnless } from '@/admin/shared/read-only';
import { VotesTable } from './votes-table';
import { SearchBox } from '@/admin/shared/search-box';
import { useEventStatus } from '@/stores/event-status';

/** Live updates can arrive in bursts; the ledger is re-read at most this often. */
const LEDGER_REFRESH_MS = 1000;

export default function VotesPage() {
  const { candidates, loading, error, reload, applyUpdate } = useAllCandidates();
  const ledger = useVoteLedger();
  const countsHidden = useEventStatus((s) => s.countsHidden);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const ledgerTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (ledgerTimer.current) clearTimeout(ledgerTimer.current);
    },
    [],
  );

  useVoteUpdates(
    (u) => {
      applyUpdate(u);
      ledgerTimer.current ??= setTimeout(() => {
        ledgerTimer.current = null;
        ledger.reload();
      }, LEDGER_REFRESH_MS);
    },
    () => {
      void reload();
      ledger.reload();
    },
  );

  const top = useMemo(() => topByVotes(candidates, TOP_STRIP_SIZE), [candidates]);
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    const matching = term ? candidates.filter((c) => c.name.toLowerCase().includes(term)) : candidates;
    return sortCandidates(matching, sort);
  }, [candidates, search, sort]);
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const pageRows = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  function onSort(key: SortKey) {
    setSort((s) => nextSort(s, key));
    setPage(1);
  }

  function refresh() {
    void reload();
    ledger.reload();
  }

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">Admin Voting Dashboard</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SearchBox
            label="Search candidates"
            placeholder="Search by name"
            value={search}
            onChange={(next) => {
              setSearch(next);
              setPage(1);
            }}
            inputWidthClassName="w-56"
          />
          <button
            type="button"
            onClick={refresh}
            disabled={loading}
            aria-busy={loading || undefined}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-plum px-4 text-sm font-semibold text-plum hover:bg-plum hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60"
          >
            {loading ? <InlineSpinner /> : <RefreshCw className="size-4" aria-hidden="true" />}
            Refresh
          </button>
        </div>
      </div>

      {countsHidden && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <EyeOffIcon className="size-4 shrink-0" />
          Counts are hidden from the public until you reveal them (Dashboard, Event On/Off). You see them live because you are signed in.
        </p>
      )}

      {!error && candidates.length > 0 && <TopStrip top={top} />}
      <VotesTable
        rows={pageRows}
        firstNumber={(current - 1) * PAGE_SIZE + 1}
        loading={loading && candidates.length === 0}
        error={error}
        onRetry={refresh}
        sort={sort}
        onSort={onSort}
        pager={{ page: current, totalPages, onChange: setPage, label: 'Candidate pages' }}
      />

      <VoteLedgerView
        ledger={ledger.ledger}
        loading={ledger.loading}
        error={ledger.error}
        page={ledger.page}
        onPage={ledger.setPage}
        onRetry={ledger.reload}
      />

      {/* Issue #34: finance reads the cheers; hiding one is content moderation. */}
      <ReadOnlyUnless capability="content.write">
        <CheersPanel />
      </ReadOnlyUnless>
    </section>
  );
}
