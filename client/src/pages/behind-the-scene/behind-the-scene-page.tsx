import { useState } from 'react';
import { SEASON, TEAM_MOBILE_BELOW_PX } from '@pageant/common';
import { PageHero } from '@/components/page-hero';
import { ImageModal, type ModalImage } from './image-modal';
import { TeamGroup } from './team-group';
import { TeamIndex } from './team-index';
import { useBelowWidth } from './use-below-width';
import { useTeam } from './use-team';

const GROUP_TITLES = { leaders: 'Our Visionaries', directors: 'Our Esteemed Directors', coreteam: 'Our Core Team' } as const;

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
        aside={
          <TeamIndex
            loading={loading}
            entries={[
              { id: 'visionaries', title: GROUP_TITLES.leaders, count: groups.leaders.length },
              { id: 'directors', title: GROUP_TITLES.directors, count: groups.directors.length },
              { id: 'core-team', title: GROUP_TITLES.coreteam, count: groups.coreteam.length },
            ]}
          />
        }
      >
        Meet the visionaries, directors and core team who bring every season of the pageant to life, from the first audition to the final
        walk under the lights in Mumbai.
      </PageHero>

      <TeamGroup
        id="visionaries"
        eyebrow="Where it began"
        title={GROUP_TITLES.leaders}
        subtitle="The founders who imagined a stage where women from India and the United States could shine together, and who still guide every season."
        members={groups.leaders}
        loading={loading}
        onOpen={setImage}
        withKnowMore
        stacked={mobile}
        size="feature"
      />
      <TeamGroup
        id="directors"
        eyebrow="Leadership"
        title={GROUP_TITLES.directors}
        subtitle="Experienced hands from fashion, media and social work who shape the competition, its mentoring and its charity partnerships."
        members={groups.directors}
        loading={loading}
        onOpen={setImage}
        tint="white"
      />
      <TeamGroup
        id="core-team"
        eyebrow="The people on the ground"
        title={GROUP_TITLES.coreteam}
        subtitle="Choreographers, groomers, coordinators and volunteers who make sure every contestant feels prepared, supported and celebrated."
        members={groups.coreteam}
        loading={loading}
        onOpen={setImage}
        tint="lilac"
      />

      <ImageModal image={image} onClose={() => setImage(null)} />
    </>
  );
}
