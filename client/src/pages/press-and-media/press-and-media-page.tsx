import { BrandShootSection } from './brand-shoot-section';
import { CoverPageSection } from './cover-page-section';
import { FashionGallerySection } from './fashion-gallery-section';
import { ImageGallerySection } from './image-gallery-section';
import type { ContentsEntry } from './issue-contents';
import { MediaCoverageSection } from './media-coverage-section';
import { SkeletonGrid } from './media-figure';
import { PressHero } from './press-hero';
import { useAutoplayHold } from './use-autoplay-hold';
import { usePressMedia, type MediaByType } from './use-press-media';
import { useVideoPlayers } from './use-video-players';
import { VideoGallerySection } from './video-gallery-section';

/** The departments in page order, as the hero's contents list them. */
const contentsOf = (media: MediaByType): ContentsEntry[] => [
  { id: 'media-coverage-heading', title: 'Media Coverage', count: media.mediaCoverage.length },
  { id: 'image-gallery-heading', title: 'Image Gallery', count: media.imageGallery.length },
  { id: 'video-gallery-heading', title: 'Video Gallery', count: media.video.length },
  { id: 'fashion-gallery-heading', title: 'Fashion Gallery', count: media.fashionGallery.length },
  { id: 'brand-shoot-heading', title: 'Brand Shoot', count: media.brand.length },
  { id: 'cover-page-heading', title: 'Cover Page', count: media.shoot.length },
];

export default function PressAndMediaPage() {
  const { media, loading } = usePressMedia();
  const players = useVideoPlayers();
  const holdWhileVideo = useAutoplayHold(players.playing);

  return (
    <>
      <PressHero contents={contentsOf(media)} loading={loading} />
      {loading ? (
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6" aria-busy="true" aria-label="Loading highlights">
          <SkeletonGrid count={8} aspect="aspect-square" />
        </div>
      ) : (
        <>
          <MediaCoverageSection items={media.mediaCoverage} />
          <ImageGallerySection items={media.imageGallery} />
          <VideoGallerySection items={media.video} players={players} onSwiper={holdWhileVideo} />
          <FashionGallerySection items={media.fashionGallery} />
          <BrandShootSection items={media.brand} onSwiper={holdWhileVideo} />
          <CoverPageSection items={media.shoot} />
        </>
      )}
    </>
  );
}
