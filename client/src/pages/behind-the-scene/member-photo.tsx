import type { ModalImage } from './image-modal';
import { ResponsiveImage } from '@/components/responsive-image';
import { initials } from '@/components/format';

interface MemberPhotoProps {
  name: string;
  designation: string;
  url: string | null;
  onOpen: (image: ModalImage) => void;
  /** Size and shape of the frame; the frame keeps its box before the image loads. */
  className?: string;
  /** The frame's CSS width per viewport, for choosing the photo's variant. */
  sizes: string;
}

/** The portrait is a button so keyboard visitors can enlarge it too; a missing photo shows initials. */
export function MemberPhoto({ name, designation, url, onOpen, className = 'aspect-[4/5]', sizes }: MemberPhotoProps) {
  if (!url) {
    return (
      <div
        aria-hidden="true"
        className={`flex w-full items-center justify-center bg-gradient-to-br from-plum via-plum-soft to-rose pb-16 font-display text-5xl text-gold ${className}`}
      >
        {initials(name)}
      </div>
    );
  }
  return (
    <button
      type="button"
      // The carousel cancels mousedown, so a click never focuses the photo; focus it so the modal can return focus here.
      onClick={(e) => {
        e.currentTarget.focus();
        onOpen({ src: url, alt: `${name}, ${designation}`, title: name });
      }}
      aria-label={`Enlarge photo of ${name}`}
      className={`group block w-full cursor-zoom-in overflow-hidden bg-lilac/40 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-gold ${className}`}
    >
      <ResponsiveImage
        src={url}
        alt={`${name}, ${designation}`}
        width={480}
        height={600}
        sizes={sizes}
        className="size-full object-cover object-top transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
    </button>
  );
}
