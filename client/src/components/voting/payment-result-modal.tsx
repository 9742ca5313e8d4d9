import { CircleCheck, CircleX, ReceiptText, RotateCcw, Search } from 'lucide-react';
import { CHECK_PAYMENT_PATH, isTxnid, receiptPath } from '@pageant/common/content/payment-paths';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { formatMoney, isCurrency, type Currency } from '@pageant/common/content/pricing';
import { formatVotesIn } from './format';

/** The gateway's return to /contestants (SPEC §2, §3 vote payment result). */
export interface VoteResult {
  status: string;
  candidateName: string;
  votes: string;
  amount: string;
  txnid: string;
  /** `currency=USD` on a Stripe return (issue #17); PayU's returns carry none and are rupees. */
  currency?: Currency;
}

export function readVoteResult(params: URLSearchParams): VoteResult | null {
  const status = params.get('status');
  if (!status) return null;
  const get = (k: string) => params.get(k)?.trim() ?? '';
  const currency = get('currency').toUpperCase();
  return {
    status,
    candidateName: get('candidateName'),
    votes: get('votes'),
    amount: get('amount'),
    txnid: get('txnid'),
    currency: isCurrency(currency) ? currency : 'INR',
  };
}

const asNumber = (s: string) => (s !== '' && Number.isFinite(Number(s)) ? Number(s) : null);

function Details({ result }: { result: VoteResult }) {
  const votes = asNumber(result.votes);
  const amount = asNumber(result.amount);
  // The third entry marks figures: counts and money in tabular lining figures.
  const rows: [string, string, boolean][] = [
    ['Contestant', result.candidateName, false],
    ['Votes', votes === null ? result.votes : formatVotesIn(votes, result.currency ?? 'INR'), votes !== null],
    ['Amount', amount === null ? result.amount : formatMoney(amount, result.currency ?? 'INR'), amount !== null],
    ['Transaction ID', result.txnid, true],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-lilac">
      {rows
        .filter(([, v]) => v)
        .map(([k, v, figures]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd className={`break-all font-semibold text-ink ${figures ? 'figures' : ''}`}>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold text-plum underline underline-offset-4 hover:text-rose';

/**
 * The receipt after a success; after a failure, the way to ask the gateway again (money may have left
 * her account). Plain links: both pages arrive rendered, and the modal needs no router to be tested.
 */
function PaymentLinks({ txnid, success }: { txnid: string; success: boolean }) {
  if (!isTxnid(txnid)) return null;
  return (
    <div className="flex flex-wrap justify-center gap-x-6">
      <a href={receiptPath(txnid)} className={linkClass}>
        <ReceiptText className="size-4" aria-hidden="true" />
        {success ? 'See and print your receipt' : 'See this payment'}
      </a>
      {!success && (
        <a href={`${CHECK_PAYMENT_PATH}?txnid=${encodeURIComponent(txnid)}`} className={linkClass}>
          <Search className="size-4" aria-hidden="true" />
          Charged anyway? Check my payment
        </a>
      )}
    </div>
  );
}

interface PaymentResultModalProps {
  result: VoteResult | null;
  onClose: () => void;
  /** After a failure: reopen the same contestant's vote with the same choice (the caller knows how). */
  onRetry?: () => void;
}

/** Success for status SUCCESS, failure for anything else; closing is the caller's (it clears the query). */
export function PaymentResultModal({ result, onClose, onRetry }: PaymentResultModalProps) {
  if (!result) return null;
  const success = result.status === 'SUCCESS';
  return (
    <Modal open onClose={onClose} title={success ? 'Thank you for voting!' : 'Payment failed'}>
      <div className="space-y-4">
        <div className="flex items-start gap-3">
          {success ? (
            <CircleCheck className="size-10 shrink-0 text-gold-deep" aria-hidden="true" />
          ) : (
            <CircleX className="size-10 shrink-0 text-rose" aria-hidden="true" />
          )}
          <p className="text-ink">
            {success
              ? `Your votes for ${result.candidateName || 'your contestant'} have been counted. Thank you for supporting her Season 10 journey.`
              : `Your vote payment${result.candidateName ? ` for ${result.candidateName}` : ''} could not be completed. Please try again; if money left your account, keep the transaction ID for our team.`}
          </p>
        </div>
        <Details result={result} />
        <PaymentLinks txnid={result.txnid} success={success} />
        {!success && onRetry ? (
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button variant="gold" size="lg" className="w-full sm:flex-1" onClick={onRetry}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try again
            </Button>
            <Button variant="outline-dark" className="w-full sm:flex-1" onClick={onClose}>
              Back to the contestants
            </Button>
          </div>
        ) : (
          <Button variant={success ? 'gold' : 'plum'} className="w-full" onClick={onClose}>
            Back to the contestants
          </Button>
        )}
      </div>
    </Modal>
  );
}
