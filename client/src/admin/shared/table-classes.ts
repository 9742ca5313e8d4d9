/**
 * Header cell of every admin table. Pinned just under the shell's top bar (h-14) while the page
 * scrolls; the frame clips instead of scrolling, since a scrolling ancestor would pin the header to
 * itself and let it scroll away with the page.
 */
export const TH =
  'sticky top-14 z-10 bg-neutral-100 px-1.5 py-2 text-xs font-semibold uppercase tracking-wide text-neutral-600 shadow-[inset_0_-1px_0] shadow-neutral-200 sm:px-3';

export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

// Whole class names, so Tailwind finds them in the source.
const hiddenBelow: Record<Breakpoint, string> = { sm: 'max-sm:hidden', md: 'max-md:hidden', lg: 'max-lg:hidden', xl: 'max-xl:hidden' };
/** A folded phone card has room for every value: a column leaves only between the card and its own width. */
const hiddenBetween: Record<Breakpoint, string> = { sm: '', md: 'sm:max-md:hidden', lg: 'sm:max-lg:hidden', xl: 'sm:max-xl:hidden' };

export const shownFrom = (from: Breakpoint | undefined, fold: boolean) => (from ? (fold ? hiddenBetween : hiddenBelow)[from] : '');

/** Below 640 px a folded table is a stack of cards: the frame steps back, each row is a card titled by its row header. */
export const folded = {
  frame: 'max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none',
  body: 'max-sm:block max-sm:space-y-3',
  row: 'max-sm:flex max-sm:flex-col max-sm:rounded-lg max-sm:border max-sm:border-neutral-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm',
  title: 'max-sm:order-first max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-1 max-sm:text-left',
  cell:
    'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-right ' +
    'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase ' +
    'max-sm:before:tracking-wide max-sm:before:text-neutral-500 max-sm:before:content-[attr(data-label)]',
  actions: 'max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:pb-0',
};
