import type { TeamMember } from '@/api/team';
import { Button } from '@/components/button';
import type { ModalImage } from './image-modal';
import { MemberPhoto } from './member-photo';

export type PortraitSize = 'feature' | 'regular';

interface TeamMemberCardProps {
  member: TeamMember;
  onOpen: (image: ModalImage) => void;
  /** Leaders carry a second 'know more' image with their story. */
  withKnowMore?: boolean;
  /** feature: the founders, in a tall arched frame; regular: a framed portrait. */
  size?: PortraitSize;
}

/** An arch as wide as the frame: 50% of the width across, 40% of a 4:5 frame's height down. */
const ARCH = 'rounded-[50%_50%_1rem_1rem/40%_40%_1rem_1rem]';
const SCRIM =
  'pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-plum-deep from-60% via-plum-deep/85 to-transparent text-ivory';
const SCRIM_FROM_SM =
  'sm:pointer-events-none sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-plum-deep sm:from-60% sm:via-plum-deep/85 sm:to-transparent';

/**
 * Portrait-led card: the photo is the card and the name is set once, in HTML, on a plum scrim over
 * the photo's foot. The caption lets clicks through to the photo button underneath.
 */
export function TeamMemberCard({ member, onOpen, withKnowMore = false, size = 'regular' }: TeamMemberCardProps) {
  const knowMore = member.images?.knowMore?.url ?? null;
  const feature = size === 'feature';
  return (
    <article className="flex h-full flex-col items-center text-center">
      <div
        className={`w-full ${feature ? `${ARCH} p-2 ring-1 ring-gold/70 has-[button:focus-visible]:ring-3 has-[button:focus-visible]:ring-gold` : 'h-full'}`}
      >
        <div className={`relative overflow-hidden shadow-card ${feature ? ARCH : 'h-full rounded-2xl bg-white'}`}>
          <MemberPhoto
            name={member.name}
            designation={member.designation}
            url={member.images?.main?.url ?? null}
            onOpen={onOpen}
            // Two portraits side by side on a phone leave no room for a caption over the photo: there it sits below a square crop.
            className={feature ? 'aspect-[4/5]' : 'aspect-square sm:aspect-[4/5]'}
            sizes={
              feature
                ? '(min-width: 1024px) 300px, (min-width: 640px) calc(50vw - 52px), min(calc(100vw - 48px), 368px)'
                : '(min-width: 1200px) 270px, (min-width: 1024px) calc(25vw - 30px), (min-width: 576px) calc(50vw - 36px), calc(100vw - 32px)'
            }
          />
          <div className={feature ? `${SCRIM} px-5 pt-16 pb-6` : `px-3 py-3 sm:px-4 sm:pt-16 sm:pb-4 ${SCRIM_FROM_SM}`}>
            <h3 className={`font-bold ${feature ? 'text-2xl' : 'text-base text-plum sm:text-xl sm:text-ivory'}`}>{member.name}</h3>
            <p
              className={`mt-1 text-[0.7rem] font-semibold uppercase tracking-[0.16em] sm:text-xs ${feature ? 'text-gold-light' : 'text-gold-deep sm:text-gold-light'}`}
            >
              {member.designation}
            </p>
          </div>
        </div>
      </div>
      {withKnowMore && knowMore && (
        <Button
          variant="outline-dark"
          size="md"
          className="mt-5"
          aria-label={`Know more about ${member.name}`}
          onClick={() => onOpen({ src: knowMore, alt: `The story of ${member.name}, ${member.designation}`, title: member.name })}
        >
          Know more
        </Button>
      )}
    </article>
  );
}
