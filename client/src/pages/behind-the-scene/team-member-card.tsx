import type { TeamMember } from '@/api/team';
import { Button } from '@/components/button';
import type { ModalImage } from './image-modal';
import { MemberPhoto } from './member-photo';

interface TeamMemberCardProps {
  member: TeamMember;
  onOpen: (image: ModalImage) => void;
  /** Leaders carry a second 'know more' image with their story. */
  withKnowMore?: boolean;
  /** Mobile stacked layout: photo beside the text from 480 px. */
  stacked?: boolean;
}

export function TeamMemberCard({ member, onOpen, withKnowMore = false, stacked = false }: TeamMemberCardProps) {
  const knowMore = member.images?.knowMore?.url ?? null;
  return (
    <article
      className={`flex h-full overflow-hidden rounded-2xl bg-white shadow-card ${stacked ? 'flex-col min-[480px]:flex-row' : 'flex-col'}`}
    >
      <MemberPhoto
        name={member.name}
        designation={member.designation}
        url={member.images?.main?.url ?? null}
        onOpen={onOpen}
        className={stacked ? 'aspect-[4/5] min-[480px]:w-2/5 min-[480px]:shrink-0' : 'aspect-[4/5]'}
      />
      <div className={`flex flex-1 flex-col gap-1 p-5 ${stacked ? 'justify-center' : 'text-center'}`}>
        <h3 className="text-xl font-bold text-plum">{member.name}</h3>
        <p className="text-sm font-medium uppercase tracking-wider text-gold-deep">{member.designation}</p>
        {withKnowMore && knowMore && (
          <div className={`mt-4 ${stacked ? '' : 'flex justify-center'}`}>
            <Button
              variant="outline-dark"
              size="sm"
              aria-label={`Know more about ${member.name}`}
              onClick={() => onOpen({ src: knowMore, alt: `The story of ${member.name}, ${member.designation}`, title: member.name })}
            >
              Know more
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
