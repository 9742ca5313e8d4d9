import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { campaignFor } from './campaign-ref';
import type { VoteModal as EagerVoteModal } from './vote-modal';

const load = () => import('./vote-modal');
const VoteModal = lazy(() => load().then((m) => ({ default: m.VoteModal })));

let prefetched: Promise<unknown> | null = null;

/** Starts loading the modal's code on a sign the visitor is about to vote (pointer or focus on Vote). */
export function prefetchVoteModal(): void {
  prefetched ??= load().catch(() => {
    // A failed prefetch is retried by the click itself.
    prefetched = null;
  });
}

/**
 * The vote modal, with its form and package table, kept out of the page's first load (issue #14):
 * its code is fetched on the first intent to vote and it mounts on the first open, then stays.
 */
export function LazyVoteModal(props: ComponentProps<typeof EagerVoteModal>) {
  const [wanted, setWanted] = useState(props.open);
  const candidateId = props.candidate?._id;
  // Her share link's ref and src are kept as the page is reached, before anyone opens the modal:
  // a visitor may wander to the list and back (an address without them) before voting.
  useEffect(() => {
    if (candidateId) campaignFor(candidateId);
  }, [candidateId]);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VoteModal {...props} />
    </Suspense>
  );
}
