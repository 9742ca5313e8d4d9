import type { TeamMember } from '@/api/team';
import { Carousel, type SlidesAt } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import type { ModalImage } from './image-modal';
import { TeamMemberCard } from './team-member-card';

/** SPEC §9: 4, 2 and 1 slides at 1200, 992 and 576 px; team carousels advance every 2 s. */
export const TEAM_SLIDES_AT: SlidesAt = { 0: 1, 576: 2, 992: 2, 1200: 4 };
export const TEAM_DELAY_MS = 2000;

interface TeamGroupProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  members: TeamMember[];
  loading: boolean;
  onOpen: (image: ModalImage) => void;
  withKnowMore?: boolean;
  /** Below the team breakpoint the group is a column of cards instead of a carousel. */
  stacked?: boolean;
  tinted?: boolean;
}

export function TeamGroup({ id, eyebrow, title, subtitle, members, loading, onOpen, withKnowMore, stacked, tinted }: TeamGroupProps) {
  if (!loading && members.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={tinted ? 'bg-lilac/25' : ''}>
      <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {loading ? (
          <TeamSkeleton />
        ) : stacked ? (
          <ul className="mx-auto flex max-w-2xl flex-col gap-6">
            {members.map((member) => (
              <li key={member._id}>
                <TeamMemberCard member={member} onOpen={onOpen} withKnowMore={withKnowMore} stacked />
              </li>
            ))}
          </ul>
        ) : (
          <Carousel
            items={members}
            label={`${title} gallery`}
            slidesAt={TEAM_SLIDES_AT}
            delayMs={TEAM_DELAY_MS}
            keyOf={(member) => member._id}
            renderItem={(member) => <TeamMemberCard member={member} onOpen={onOpen} withKnowMore={withKnowMore} />}
            className="text-plum"
          />
        )}
      </div>
    </section>
  );
}

/** Same footprint as the cards so nothing jumps when the team arrives. */
function TeamSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 min-[576px]:grid-cols-2 xl:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className={`overflow-hidden rounded-2xl bg-white shadow-card ${i > 0 ? 'hidden min-[576px]:block' : ''} ${i > 1 ? 'min-[576px]:hidden xl:block' : ''}`}
        >
          <div className="aspect-[4/5] animate-pulse bg-lilac/50 motion-reduce:animate-none" />
          <div className="space-y-2 p-5">
            <div className="mx-auto h-5 w-2/3 rounded bg-lilac/60" />
            <div className="mx-auto h-3 w-1/2 rounded bg-lilac/40" />
          </div>
        </div>
      ))}
    </div>
  );
}
