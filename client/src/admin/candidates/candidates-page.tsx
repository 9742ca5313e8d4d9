import { useState } from 'react';
import { notify } from '@/lib/notify';
import { Plus } from 'lucide-react';
import { PAGE_SIZE } from '@pageant/common';
import { VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { deleteCandidate } from '@/api/candidates';
import { errorMessage } from '@/api/http';
import { CandidateFormModal } from './candidate-form-modal';
import { CANDIDATE_TOAST_MS } from './candidate-toast';
import { CandidatesTable } from './candidates-table';
import { ConfirmDialog } from '@/admin/shared/confirm-dialog';
import { useCandidatePage } from './use-candidate-page';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { SearchBox } from '@/admin/shared/search-box';
import { listState } from '@/admin/shared/data-table';
import { useMay } from '@/admin/shared/use-may';

/** SPEC §5: the candidates admin search waits 400 ms before fetching. */
export const CANDIDATE_SEARCH_DEBOUNCE_MS = 400;

/** Form state: closed, creating, or updating one candidate. */
type Editing = { candidate: CandidateDto | null } | null;

export default function CandidatesPage() {
  const mayChange = useMay('content.write');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), CANDIDATE_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [lastSearch, setLastSearch] = useState(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<CandidateDto | null>(null);
  const [deleting, setDeleting] = useState(false);

  // A new search starts again from page 1 (in the same render, so the old page is never fetched for it).
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }

  const resource = useCandidatePage(page, search);
  const { data, loaded, reload } = resource;
  const { candidates, totalCount, totalPages } = data;

  async function onConfirmDelete() {
    if (!confirming) return;
    setDeleting(true);
    try {
      const res = await deleteCandidate(confirming._id);
      notify.success(res?.message || VOTING_MSG.candidateDeleted, { duration: CANDIDATE_TOAST_MS });
      setConfirming(null);
      // The last row of a later page: show the page before it instead of an empty one.
      if (candidates.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch (err) {
      console.error('Failed to delete candidate', err);
      notify.error(errorMessage(err, VOTING_MSG.deleteFailed), { duration: CANDIDATE_TOAST_MS });
      setConfirming(null);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">
          Candidates Management ({loaded ? totalCount.toLocaleString('en-IN') : '…'})
        </h1>
        {mayChange && (
          <button
            type="button"
            onClick={() => setEditing({ candidate: null })}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-plum px-4 text-sm font-semibold text-white hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Candidate
          </button>
        )}
      </div>

      <SearchBox
        label="Search candidates by name"
        placeholder="Search by name"
        maxLength={120}
        value={searchInput}
        onChange={setSearchInput}
        className="max-w-sm"
      />

      <CandidatesTable
        rows={candidates}
        firstNumber={(page - 1) * PAGE_SIZE + 1}
        {...listState(resource)}
        empty={VOTING_MSG.noneFound}
        pager={{ page, totalPages, onChange: setPage, label: 'Candidate pages', numbered: true }}
        onEdit={(c) => setEditing({ candidate: c })}
        onDelete={setConfirming}
        readOnly={!mayChange}
      />

      {editing && (
        <CandidateFormModal
          key={editing.candidate?._id ?? 'new'}
          candidate={editing.candidate}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={VOTING_MSG.confirmDelete}
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void onConfirmDelete()}
      >
        <p>
          Delete <strong>{confirming?.name}</strong> and their photo? This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
