import type { TeamMember } from '@/api/team';
import { Carousel, type SlidesAt } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import type { ModalImage } from './image-modal';
import { TeamMemberCard, type PortraitSize } from './team-member-card';

/** SPEC §9: 4, 2 and 1 slides at 1200, 992 and 576 px; team carousels advance every 2 s. */
export const TEAM_SLIDES_AT: SlidesAt = { 0: 1, 576: 2, 992: 2, 1200: 4 };
export const TEAM_DELAY_MS = 2000;
const MOST_SLIDES = Math.max(...Object.values(TEAM_SLIDES_AT));

interface TeamGroupProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  members: TeamMember[];
  loading: boolean;
  onOpen: (image: ModalImage) => void;
  withKnowMore?: boolean;
  /** Below the team breakpoint the group is a column of portraits instead of a carousel. */
  stacked?: boolean;
  size?: PortraitSize;
  tint?: 'white' | 'lilac';
}

/** Portrait rows: three large arches or four framed portraits per row on a desktop, centred so a short row leaves no hole. */
const ITEM_WIDTH: Record<PortraitSize, string> = {
  feature: 'w-full max-w-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]',
  regular: 'w-[calc(50%-0.5rem)] lg:w-[calc(25%-1.125rem)]',
};
const ROW_GAP: Record<PortraitSize, string> = { feature: 'gap-x-6 gap-y-10', regular: 'gap-4 lg:gap-6' };

const TINTS = { white: 'bg-white', lilac: 'bg-lilac/25' } as const;

export function TeamGroup(props: TeamGroupProps) {
  const { id, eyebrow, title, subtitle, members, loading, onOpen, withKnowMore, stacked, size = 'regular', tint } = props;
  if (!loading && members.length === 0) return null;
  const headingId = `${id}-heading`;
  // A carousel only when the group is longer than a row; with fewer members than slides it would leave empty slots.
  const slides = !stacked && members.length > MOST_SLIDES;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${tint ? TINTS[tint] : ''}`}>
      <div className={`mx-auto px-4 py-16 sm:px-6 lg:py-20 ${size === 'feature' ? 'max-w-5xl' : 'max-w-[1200px]'}`}>
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          subtitle={subtitle}
          align={size === 'feature' ? 'center' : 'split'}
        />
        {loading ? (
          <TeamSkeleton size={size} />
        ) : slides ? (
          <Carousel
            items={members}
            label={`${title} gallery`}
            slidesAt={TEAM_SLIDES_AT}
            delayMs={TEAM_DELAY_MS}
            keyOf={(member) => member._id}
            renderItem={(member) => <TeamMemberCard member={member} onOpen={onOpen} withKnowMore={withKnowMore} size={size} />}
          />
        ) : (
          <ul className={`flex flex-wrap justify-center ${ROW_GAP[size]}`}>
            {members.map((member) => (
              <li key={member._id} className={ITEM_WIDTH[size]}>
                <TeamMemberCard member={member} onOpen={onOpen} withKnowMore={withKnowMore} size={size} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Same footprint as a full row of portraits so nothing jumps when the team arrives. */
function TeamSkeleton({ size }: { size: PortraitSize }) {
  const count = size === 'feature' ? 3 : 4;
  return (
    <div aria-hidden="true" className={`flex flex-wrap justify-center ${ROW_GAP[size]}`}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`${ITEM_WIDTH[size]} aspect-[4/5] animate-pulse rounded-2xl bg-lilac/50 motion-reduce:animate-none ${
            size === 'feature' && i > 0 ? 'hidden lg:block' : ''
          }`}
        />
      ))}
    </div>
  );
}
