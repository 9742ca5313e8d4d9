import { useState } from 'react';
import { moveRegistrationStage, type StageMoved } from '@/api/admin-pipeline';
import type { AdminRegistration } from '@/api/admin-registrations';
import { errorMessage } from '@/api/http';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { DeclineDialog } from './decline-dialog';
import { PipelinePanel } from './pipeline-panel';
import { RegistrationDetail } from './registration-detail';
import { VotingPageDialog } from './voting-page-dialog';
import { useMay } from '@/admin/shared/use-may';

/** One dialog at a time (a dialog over a dialog would close both on Escape): her detail, or a step started from it. */
export interface OpenRegistration {
  view: 'detail' | 'decline' | 'publish';
  registration: AdminRegistration;
}

const SHORTLIST_FAILED = 'Could not shortlist her. Please try again.';

interface PipelineDialogsProps {
  open: OpenRegistration;
  onOpen: (next: OpenRegistration | null) => void;
  /** A move was made: the list (and its counts) is read again. */
  onChanged: () => void;
}

/** Her detail with the pipeline's moves, and the decline and voting-page steps; each returns to her detail. */
export function PipelineDialogs({ open: { view, registration: r }, onOpen, onChanged }: PipelineDialogsProps) {
  // Issue #34: finance reads registrations; moving them along is the owners' and managers' work.
  const mayAct = useMay('registrations.act');
  const [shortlisting, setShortlisting] = useState(false);
  const { notice, announceSuccess, announceError, clear } = useNotice();
  const back = (registration: AdminRegistration = r) => onOpen({ view: 'detail', registration });
  const moved = ({ message, registration }: StageMoved) => {
    announceSuccess(message);
    onChanged();
    back({ ...r, stage: registration.stage, reviewReason: registration.reviewReason });
  };

  async function shortlist() {
    clear();
    setShortlisting(true);
    try {
      moved(await moveRegistrationStage(r._id, { stage: 'shortlisted' }));
    } catch (err) {
      announceError(errorMessage(err, SHORTLIST_FAILED));
    } finally {
      setShortlisting(false);
    }
  }

  if (view === 'decline' && mayAct) return <DeclineDialog registration={r} onDeclined={moved} onCancel={() => back()} />;
  if (view === 'publish' && mayAct) {
    return (
      <VotingPageDialog
        registration={r}
        onCreated={({ candidate }) => {
          onChanged();
          // Her detail, once this dialog closes, shows her new stage and the link to her page.
          onOpen({ view: 'publish', registration: { ...r, stage: 'on_voting_page', reviewReason: null, candidateId: candidate._id } });
        }}
        onClose={() => back()}
      />
    );
  }
  return (
    <RegistrationDetail
      registration={r}
      onClose={() => onOpen(null)}
      pipeline={
        mayAct && (
          <div className="space-y-2">
            <PipelinePanel
              registration={r}
              shortlisting={shortlisting}
              onShortlist={() => void shortlist()}
              onDecline={() => onOpen({ view: 'decline', registration: r })}
              onPublish={() => onOpen({ view: 'publish', registration: r })}
            />
            <NoticeLine notice={notice} successRole="status" />
          </div>
        )
      }
    />
  );
}
