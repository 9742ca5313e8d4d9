import { useState } from 'react';
import { SEASON, TEAM_MOBILE_BELOW_PX, type TeamType } from '@pageant/common';
import { PageHero } from '@/components/page-hero';
import { ImageModal, type ModalImage } from './image-modal';
import { TeamGroup } from './team-group';
import { TeamIndex } from './team-index';
import { useBelowWidth } from './use-below-width';
import { useTeam } from './use-team';

/** The page's sections in order; the founders lead, larger, with their stories. */
const GROUPS: readonly { type: TeamType; id: string; title: string; eyebrow: string; subtitle: string; tint?: 'white' | 'lilac' }[] = [
  {
    type: 'leaders',
    id: 'visionaries',
    title: 'Our Visionaries',
    eyebrow: 'Where it began',
    subtitle:
      'The founders who imagined a stage where women from India and the United States could shine together, and who still guide every season.',
  },
  {
    type: 'directors',
    id: 'directors',
    title: 'Our Esteemed Directors',
    eyebrow: 'Leadership',
    subtitle:
      'Experienced hands from fashion, media and social work who shape the competition, its mentoring and its charity partnerships.',
    tint: 'white',
  },
  {
    type: 'coreteam',
    id: 'core-team',
    title: 'Our Core Team',
    eyebrow: 'The people on the ground',
    subtitle:
      'Choreographers, groomers, coordinators and volunteers who make sure every contestant feels prepared, supported and celebrated.',
    tint: 'lilac',
  },
];

export default function BehindTheScenePage() {
  const { groups, loading } = useTeam();
  const mobile = useBelowWidth(TEAM_MOBILE_BELOW_PX);
  const [image, setImage] = useState<ModalImage | null>(null);

  return (
    <>
      <PageHero
        variant="split"
        eyebrow={`Season ${SEASON} · Our team`}
        title="Behind the Scene"
        aside={<TeamIndex loading={loading} entries={GROUPS.map(({ id, title, type }) => ({ id, title, count: groups[type].length }))} />}
      >
        Meet the visionaries, directors and core team who bring every season of the pageant to life, from the first audition to the final
        walk under the lights in Mumbai.
      </PageHero>

      {GROUPS.map(({ type, ...group }) => (
        <TeamGroup
          key={type}
          {...group}
          members={groups[type]}
          loading={loading}
          onOpen={setImage}
          {...(type === 'leaders' ? { withKnowMore: true, stacked: mobile, size: 'feature' as const } : {})}
        />
      ))}

      <ImageModal image={image} onClose={() => setImage(null)} />
    </>
  );
}
