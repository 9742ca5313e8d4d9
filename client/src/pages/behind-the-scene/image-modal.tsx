import { Modal } from '@/components/modal';
import { ResponsiveImage } from '@/components/responsive-image';

export interface ModalImage {
  src: string;
  alt: string;
  title: string;
}

interface ImageModalProps {
  image: ModalImage | null;
  onClose: () => void;
}

/** Enlarged team photo; the shared Modal handles Escape, the focus trap and focus return. */
export function ImageModal({ image, onClose }: ImageModalProps) {
  return (
    <Modal open={image !== null} onClose={onClose} title={image?.title ?? ''} size="max-w-3xl">
      {image && (
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          width={1200}
          height={1500}
          sizes="(min-width: 800px) 704px, calc(100vw - 48px)"
          priority
          className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-xl object-contain"
        />
      )}
    </Modal>
  );
}
