import { Minus, Plus, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { MSG } from '@pageant/common';
import { formatMoney, voteTotalMinor } from '@pageant/common/content/pricing';
import { MAX_VOTES_PER_PAYMENT, VOTING_MSG, packageFor } from '@pageant/common/content/voting';
import { payuEmailProblem } from '@pageant/common/payu-fields';
import { initiateVote } from '@/api/candidates';
import { ApiError, errorMessage } from '@/api/http';
import { getPricing } from '@/api/pricing';
import { goToCheckout, postPaymentForm } from '@/api/post-payment-form';
import { isCheckoutVisit } from '@/components/payments/checkout-answer';
import { CurrencyChoice } from '@/components/payments/currency-choice';
import { useCurrency } from '@/components/payments/use-currency';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { InlineSpinner } from '@/components/spinner';
import { campaignFor } from './campaign-ref';
import { CandidatePhoto } from './candidate-photo';
import { cheerBody, cheerFieldOf, CheerFields, cheerProblems, type Cheer, type CheerErrors } from './cheer-fields';
import { formatVotesIn } from './format';
import { PackagePicker } from './package-picker';
import { packageOffersFor, perVotePriceIn } from './package-prices';
import { rememberVote, type VoteChoice } from './pending-vote';

export interface VoteTarget {
  _id: string;
  name: string;
  imageUrl?: string;
}

interface VoteModalProps {
  open: boolean;
  candidate: VoteTarget | null;
  onClose: () => void;
  /** Opens on this choice instead of one individual vote ('Try again' after a failed payment); read when mounted. */
  initialChoice?: VoteChoice | null;
}

/** Whole votes from what was typed, or null while the field is not a usable count. */
function parseCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_VOTES_PER_PAYMENT ? n : null;
}

const clamp = (n: number) => Math.min(MAX_VOTES_PER_PAYMENT, Math.max(1, n));

// The modal's chunk loads while the page is idle, before anyone taps Vote: reading the price tables
// now means the currency choice is there when the modal opens, not a moment later.
if (typeof window !== 'undefined') void getPricing();

/**
 * SPEC §4 vote modal: individual votes at ₹100 each (+/- or typed), or one of the seven packages,
 * which locks the counter. Where the server offers dollars (issue #17) the same choice is priced in
 * either currency. The server re-checks the price (DESIGN §5); the browser then posts the signed
 * fields to PayU as a form, or visits Stripe Checkout.
 */
export function VoteModal({ open, candidate, onClose, initialChoice = null }: VoteModalProps) {
  const [countText, setCountText] = useState(() => String(initialChoice && !initialChoice.usePackage ? clamp(initialChoice.votes) : 1));
  const [pkg, setPkg] = useState<number | null>(() =>
    initialChoice?.usePackage && packageFor(initialChoice.votes) ? initialChoice.votes : null,
  );
  const [voter, setVoter] = useState({ voterName: '', voterEmail: '' });
  const [busy, setBusy] = useState(false);
  const [cheer, setCheer] = useState<Cheer>({ cheer: '', cheerName: '' });
  const [serverCheerErrors, setServerCheerErrors] = useState<CheerErrors>({});
  const { currency, table, offered, choose } = useCurrency();
  const offers = useMemo(() => packageOffersFor(table), [table]);
  const countId = useId();

  // Coming back from the gateway with the browser's Back button restores this page from the
  // back/forward cache as it was left: busy. Let the visitor try again.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A package the other currency's table lacks (a configured USD table may differ) falls back to individual votes.
  const chosen = pkg !== null && offers.some((o) => o.votes === pkg) ? pkg : null;
  const packageMode = chosen !== null;
  const votes = chosen ?? parseCount(countText);
  const totalMinor = votes === null ? null : voteTotalMinor(table, votes, packageMode);
  const total = totalMinor === null ? null : totalMinor / 100;
  const saving = offers.find((o) => o.votes === chosen)?.savingInr ?? 0;
  const money = (n: number) => formatMoney(n, currency);
  // Shown as it is typed: PayU refuses a longer address for rupees, and so would our server.
  const emailProblem = payuEmailProblem(voter.voterEmail, currency);
  const cheerErrors = { ...cheerProblems(cheer), ...serverCheerErrors };
  const cheerInvalid = Boolean(cheerErrors.cheer || cheerErrors.cheerName);
  const changeCheer = (next: Cheer) => {
    setCheer(next);
    setServerCheerErrors({});
  };
  const step = (delta: number) => setCountText(String(clamp((parseCount(countText) ?? 1) + delta)));

  const close = () => {
    // While the payment is being set up the browser is about to leave for the gateway: closing
    // now would hide a payment that still goes ahead.
    if (busy) return;
    // SPEC §4: closing starts the next vote afresh at one individual vote.
    setCountText('1');
    setPkg(null);
    setBusy(false);
    onClose();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!candidate) {
      notify.error(MSG.noCandidate);
      return;
    }
    if (votes === null || total === null || emailProblem || cheerInvalid) return;
    setBusy(true);
    try {
      const res = await initiateVote({
        candidateId: candidate._id,
        votes,
        amount: total,
        voterName: voter.voterName.trim() || undefined,
        voterEmail: voter.voterEmail.trim() || undefined,
        ...(currency === 'INR' ? {} : { currency }),
        ...campaignFor(candidate._id),
        ...cheerBody(cheer),
      });
      const pending = {
        candidate: { _id: candidate._id, name: candidate.name, imageUrl: candidate.imageUrl },
        choice: { votes, usePackage: packageMode },
      };
      if (isCheckoutVisit(res)) {
        rememberVote(pending);
        goToCheckout(res.url);
        return;
      }
      if (res?.url && res.paymentData) {
        rememberVote(pending);
        postPaymentForm(res.url, res.paymentData);
        return;
      }
      notify.error(MSG.voteInitFailed);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 ? cheerFieldOf(err.message, cheer) : null;
      if (field) setServerCheerErrors({ [field]: err instanceof Error ? err.message : '' });
      else notify.error(errorMessage(err, MSG.voteInitFailed));
    }
    setBusy(false);
  };

  return (
    <Modal open={open} onClose={close} title={candidate ? `Vote for ${candidate.name}` : 'Cast your vote'} size="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5 max-[400px]:space-y-4 max-[400px]:text-sm">
        {candidate ? (
          // On a small phone the currency choice takes the blurb's place beside her photo, so the packages
          // keep their height above the sticky pay bar; wider, it has its own row under the blurb.
          <div className="flex flex-wrap items-center gap-3">
            <CandidatePhoto
              name={candidate.name}
              imageUrl={candidate.imageUrl}
              size={56}
              sizes="56px"
              eager
              className="size-14 shrink-0 rounded-full ring-2 ring-gold max-[400px]:size-11"
            />
            <p className={`min-w-0 flex-1 text-sm text-muted ${offered.length > 1 ? 'max-[400px]:hidden' : ''}`}>
              Every vote counts towards her Season 10 journey. Pick individual votes or save with a package.
            </p>
            <CurrencyChoice value={currency} offered={offered} onChange={choose} className="basis-full max-[400px]:basis-auto" />
          </div>
        ) : (
          <CurrencyChoice value={currency} offered={offered} onChange={choose} />
        )}

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-plum">How would you like to vote?</legend>
          <PackagePicker selected={chosen} onSelect={setPkg} table={table} currency={currency} />
        </fieldset>

        <div
          className={`flex flex-wrap items-center gap-3 rounded-2xl border p-3 ${packageMode ? 'border-lilac bg-lilac/30' : 'border-gold/50 bg-white'}`}
        >
          <label htmlFor={countId} className="mr-auto text-sm font-medium text-plum">
            Number of votes
            <span data-testid="vote-unit-price" className="block text-xs font-normal text-muted">
              <span className="figures">{money(perVotePriceIn(table, chosen))}</span> each{packageMode ? ' in this package' : ''}
            </span>
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              disabled={packageMode || (parseCount(countText) ?? 1) <= 1}
              aria-label="Remove a vote"
              className="inline-flex size-10 items-center justify-center rounded-full bg-plum text-ivory transition-colors hover:bg-plum-soft disabled:cursor-not-allowed disabled:opacity-40 max-[400px]:size-9"
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <input
              id={countId}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              value={packageMode ? String(chosen) : countText}
              onChange={(e) => setCountText(e.target.value.replace(/\D/g, '').slice(0, String(MAX_VOTES_PER_PAYMENT).length))}
              onBlur={() => setCountText(String(clamp(parseCount(countText) ?? (Number(countText) || 1))))}
              disabled={packageMode}
              aria-invalid={!packageMode && votes === null ? true : undefined}
              aria-describedby={!packageMode && votes === null ? `${countId}-error` : undefined}
              className="h-10 w-24 rounded-xl border border-lilac bg-white figures text-center text-base font-semibold text-ink disabled:bg-transparent disabled:text-muted max-[400px]:w-20"
            />
            <button
              type="button"
              onClick={() => step(1)}
              disabled={packageMode || (parseCount(countText) ?? 0) >= MAX_VOTES_PER_PAYMENT}
              aria-label="Add a vote"
              className="inline-flex size-10 items-center justify-center rounded-full bg-plum text-ivory transition-colors hover:bg-plum-soft disabled:cursor-not-allowed disabled:opacity-40 max-[400px]:size-9"
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          {!packageMode && votes === null && (
            <p id={`${countId}-error`} className="w-full text-xs text-red-700">
              {VOTING_MSG.votesWhole} {VOTING_MSG.votesMax}
            </p>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Your name (optional)"
            autoComplete="name"
            maxLength={120}
            value={voter.voterName}
            onChange={(e) => setVoter((v) => ({ ...v, voterName: e.target.value }))}
          />
          <FormField
            label="E-mail for your receipt (optional)"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={voter.voterEmail}
            error={emailProblem ?? undefined}
            onChange={(e) => setVoter((v) => ({ ...v, voterEmail: e.target.value }))}
          />
        </div>

        <CheerFields value={cheer} onChange={changeCheer} errors={cheerErrors} />

        {/* Kept in reach at the panel's bottom edge however far the choices scroll (BRAND: primary actions stay in reach). */}
        <div
          data-testid="vote-pay-bar"
          className="sticky -bottom-6 z-10 -mx-6 -mb-6 space-y-2 rounded-b-2xl border-t border-lilac bg-ivory px-6 pt-3 pb-4 shadow-[0_-10px_20px_-12px_rgb(43_10_61/0.35)]"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <p className="text-sm text-muted">
              Total
              <output data-testid="vote-total" aria-live="polite" className="figures ml-2 text-2xl font-bold text-plum max-[400px]:text-xl">
                {total === null ? '—' : money(total)}
              </output>
              {votes !== null && (
                <span className="block text-xs">
                  for <span className="figures">{formatVotesIn(votes, currency)}</span> {votes === 1 ? 'vote' : 'votes'}
                  {saving > 0 && (
                    <span className="font-semibold text-rose-deep">
                      {' '}
                      · you save <span className="figures">{money(saving)}</span>
                    </span>
                  )}
                </span>
              )}
            </p>
            <Button
              type="submit"
              variant="gold"
              size="lg"
              disabled={busy || total === null || emailProblem !== null || cheerInvalid}
              aria-busy={busy}
              className="max-[400px]:w-full"
            >
              {busy ? <InlineSpinner /> : null}
              {busy ? 'Taking you to payment…' : total === null ? 'Pay' : <span className="figures">Pay {money(total)}</span>}
            </Button>
          </div>
          <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted">
            <ShieldCheck className="size-3.5 shrink-0 text-gold-deep" aria-hidden="true" />
            Secure payment on our partner's page. Votes are added as soon as it succeeds.
          </p>
        </div>
      </form>
    </Modal>
  );
}
