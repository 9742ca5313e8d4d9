import { Link } from 'react-router-dom';
import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';
import { SectionHeading } from '@/components/section-heading';
import { ContestantTotals } from './contestant-totals';
import { DriveTotals } from './drive-totals';
import { figuresAsOf } from './figures-as-of';
import { HeadlineFigures } from './headline-figures';
import { HowToVerify, LedgerFingerprints } from './ledger-fingerprints';
import { useTransparency } from './use-transparency';

const linkClass = 'font-semibold text-plum underline decoration-gold decoration-2 underline-offset-4 hover:text-rose';

/** /transparency (issue #16): the published count of every vote and rupee, and the daily fingerprint of the vote ledger. */
export default function TransparencyPage() {
  const { data, error, retry } = useTransparency();
  const asOf = figuresAsOf(data?.votes.asOf);
  return (
    <>
      <PageHero eyebrow={`Season ${SEASON} · Open books`} title="Transparency">
        Every vote and every rupee, counted where you can see it: votes equal the paid payments behind them, refunds come off in the open,
        and the vote ledger is sealed day by day.
      </PageHero>

      <section aria-labelledby="figures-heading" className="bg-ivory">
        <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6 sm:py-16">
          <SectionHeading id="figures-heading" eyebrow="From the ledger" title="The figures" />
          {error && !data ? (
            <div
              role="alert"
              className="mx-auto flex max-w-xl flex-wrap items-center justify-center gap-3 rounded-2xl bg-white p-6 text-center shadow-card"
            >
              <p className="text-ink">{error}</p>
              <button
                type="button"
                onClick={retry}
                className="inline-flex min-h-11 items-center rounded-full bg-plum px-5 text-sm font-semibold text-ivory hover:bg-plum-soft"
              >
                Try again
              </button>
            </div>
          ) : (
            <HeadlineFigures data={data} />
          )}
          {asOf && <p className="mt-5 text-center text-sm font-medium text-plum">{asOf}</p>}
          <p className="mt-5 text-center text-sm text-muted">
            Charged but your votes are missing?{' '}
            <Link to="/check-payment" className={linkClass}>
              Check your payment
            </Link>{' '}
            with its transaction id.
          </p>
        </div>
      </section>

      {data && (
        <section aria-labelledby="contestants-heading" className="bg-white/60">
          <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
            <SectionHeading
              id="contestants-heading"
              eyebrow="Per contestant"
              title="Votes by contestant"
              subtitle="Summed from the ledger: votes credited minus votes refunded."
            />
            <ContestantTotals votes={data.votes} />
          </div>
        </section>
      )}

      {data?.drives && data.generalFund && (
        <section aria-labelledby="drives-heading" className="bg-ivory">
          <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6 sm:py-16">
            <SectionHeading
              id="drives-heading"
              eyebrow="Per charity drive"
              title="Charity drives"
              subtitle="Donations that named a contestant’s drive, beside the general fund: paid gifts only, refunds taken off."
            />
            <DriveTotals drives={data.drives} generalFund={data.generalFund} />
          </div>
        </section>
      )}

      {data && (
        <section aria-labelledby="fingerprint-heading" className="on-dark bg-plum text-ivory">
          <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr] lg:gap-14">
            <div>
              <SectionHeading id="fingerprint-heading" eyebrow="Tamper evident" title="Daily ledger fingerprint" align="left" tone="dark" />
              <HowToVerify />
            </div>
            <LedgerFingerprints days={data.ledgerFingerprints} />
          </div>
        </section>
      )}
    </>
  );
}
