import { SEASON } from '@pageant/common';

/**
 * The page's h1 in one slim band instead of the page hero: on a phone the first screen belongs to her
 * photo, name, count and Vote (issue #29).
 */
export function VoteHeader({ title }: { title: string }) {
  return (
    <section className="on-dark bg-plum text-ivory shadow-[inset_0_-1px_0_rgb(201_162_39/0.35)]">
      <div className="mx-auto max-w-[1200px] px-4 py-3 sm:px-6 sm:py-4">
        <p className="text-[0.65rem] font-semibold tracking-[0.25em] text-gold uppercase">Season {SEASON} · Live voting</p>
        <h1 className="mt-0.5 truncate text-xl font-bold sm:text-2xl">{title}</h1>
      </div>
    </section>
  );
}
