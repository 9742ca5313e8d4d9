import { SEASON } from '@pageant/common';

/**
 * The page's opening band, kept short (issue #13): on a phone the live podium under it must be in
 * the first screen, so this is the shared page hero's look at about half its height.
 */
export function ContestantsHero() {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-plum text-ivory">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(184_50_94/0.3),transparent_60%)]"
      />
      <div className="mx-auto max-w-[1200px] px-4 py-6 text-center sm:px-6 sm:py-12">
        <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-gold uppercase">
          Season <span className="figures">{SEASON}</span> · Voting is open
        </p>
        <h1 className="text-3xl font-bold sm:text-5xl">Meet the Contestants</h1>
        <span aria-hidden="true" className="mx-auto mt-3 block h-0.5 w-16 bg-gold sm:mt-4" />
        <p className="mx-auto mt-3 max-w-2xl text-sm text-lilac sm:mt-4 sm:text-lg">
          Discover this season’s contestants and vote for your favourite to help her reach the crown.
        </p>
      </div>
    </section>
  );
}
