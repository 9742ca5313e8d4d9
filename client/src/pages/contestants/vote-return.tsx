import { PaymentResultModal, readVoteResult, type VoteResult } from '@/components/voting/payment-result-modal';
import { useHydrated } from '@/components/voting/use-hydrated';

interface VoteReturnProps {
  params: URLSearchParams;
  onClose: () => void;
  onRetry: (result: VoteResult) => void;
}

/**
 * The gateway's answer in the address, as a dialog. A dialog is a portal, which only the browser
 * renders, so it opens once the page is live. Its own component because useHydrated renders its owner
 * again right after hydration, in one task: in the page that was every card (issue #32).
 */
export function VoteReturn({ params, onClose, onRetry }: VoteReturnProps) {
  const result = useHydrated() ? readVoteResult(params) : null;
  return <PaymentResultModal result={result} onClose={onClose} onRetry={() => result && onRetry(result)} />;
}
