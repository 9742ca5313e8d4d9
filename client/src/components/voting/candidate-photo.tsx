import { useState } from 'react';
import { CANDIDATE_PHOTO } from '@pageant/common/content/candidate-photo';
import { ResponsiveImage } from '@/components/responsive-image';
import { initials } from '@/components/format';

interface CandidatePhotoProps {
  name: string;
  imageUrl?: string;
  /** Intrinsic size in px (the box is sized by `className`); keeps the layout from shifting. */
  size: number;
  /** The CSS width it is shown at per viewport, for choosing the photo's variant. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** Her card's portrait ratio (CANDIDATE_PHOTO) instead of a square: the box is held at that ratio before the file arrives. */
  portrait?: boolean;
}

/** The portrait box as a style, for a placeholder that must hold exactly the photo's space. */
export const PORTRAIT_BOX = { aspectRatio: `${CANDIDATE_PHOTO.width} / ${CANDIDATE_PHOTO.height}` } as const;

/** The contestant's portrait, or her initials on a brand gradient when there is none or it fails to load. */
export function CandidatePhoto({ name, imageUrl, size, sizes, className = '', eager = false, portrait = false }: CandidatePhotoProps) {
  const [failed, setFailed] = useState(false);
  const height = portrait ? Math.round((size * CANDIDATE_PHOTO.height) / CANDIDATE_PHOTO.width) : size;
  const style = portrait ? PORTRAIT_BOX : undefined;
  if (!imageUrl || failed) {
    return (
      <div
        role="img"
        aria-label={name}
        style={style}
        className={`flex items-center justify-center bg-[linear-gradient(135deg,var(--color-plum-soft),var(--color-rose))] font-display font-bold text-ivory ${className}`}
      >
        <span aria-hidden="true" style={{ fontSize: Math.max(14, Math.round(size / 4)) }}>
          {initials(name)}
        </span>
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={imageUrl}
      alt={name}
      width={size}
      height={height}
      sizes={sizes}
      style={style}
      priority={eager}
      onError={() => setFailed(true)}
      className={`bg-lilac object-cover ${className}`}
    />
  );
}
