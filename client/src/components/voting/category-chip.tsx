import { MaskIcon } from '@/components/mask-icon';
import type { Category } from '@pageant/common/constants';

// Miss in the house plum with gold, Mrs in rose with ivory: the two read apart at a glance in a grid,
// and both keep a ring so they still stand out on the plum stage of /live. Text contrast is AA on both.
const TONE: Record<Category, string> = {
  Miss: 'bg-plum text-gold-light ring-gold/70',
  Mrs: 'bg-rose-deep text-ivory ring-rose-light/70',
};

const SIZE = {
  sm: 'h-5 px-2 text-[0.6875rem]',
  md: 'h-6 px-2.5 text-xs',
  /** /live's 16:9 stage sizes everything in container units, so the board scales to any screen. */
  stage: 'h-[2cqw] px-[0.8cqw] text-[1cqw] ring-[0.1cqw]',
} as const;

export interface CategoryChipProps {
  /** Her category; nothing is drawn when she has none. */
  category: Category | null | undefined;
  size?: keyof typeof SIZE;
  className?: string;
}

/** Miss or Mrs, as a small pill next to her name (cards, podium, /live, the vote page). */
export function CategoryChip({ category, size = 'md', className = '' }: CategoryChipProps) {
  if (!category) return null;
  return (
    <span
      data-category={category}
      className={`inline-flex shrink-0 items-center rounded-full font-semibold tracking-wider uppercase ring-1 ${SIZE[size]} ${TONE[category]} ${className}`}
    >
      {category}
    </span>
  );
}

export interface CityNameProps {
  /** Her city; nothing is drawn when it is ''. */
  city: string;
  className?: string;
}

/** Her city with a pin, on one line (a long name is cut with an ellipsis, never wrapped). */
export function CityName({ city, className = '' }: CityNameProps) {
  if (!city) return null;
  return (
    <span className={`inline-flex min-w-0 items-center gap-1 ${className}`}>
      <MaskIcon name="map-pin" className="size-3.5" />
      <span className="truncate">{city}</span>
    </span>
  );
}
