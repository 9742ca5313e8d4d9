import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
// The gateway stand-in must be registered before the modal loads.
import '../../gateway-stub';

const { VoteModal } = await import('@/components/voting/vote-modal');

export type VoteTarget = Parameters<typeof VoteModal>[0]['candidate'];

export const ANANYA = { _id: '0b5f7c1e-1d2a-4c59-9a57-2f0c1e3d4b5a', name: 'Ananya Sharma', imageUrl: '' };

/** The modal behind a button, as the pages use it. */
export function VoteModalHarness({ candidate = ANANYA }: { candidate?: VoteTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open vote
      </button>
      <VoteModal open={open} candidate={candidate} onClose={() => setOpen(false)} />
      <Toaster />
    </>
  );
}
