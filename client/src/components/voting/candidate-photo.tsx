import { useState } from 'react';

interface CandidatePhotoProps {
  name: string;
  imageUrl?: string;
  /** Intrinsic size in px (the box is sized by `className`); keeps the layout from shifting. */
  size: number;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The contestant's portrait, or her initials on a brand gradient when there is none or it fails to load. */
export function CandidatePhoto({ name, imageUrl, size, className = '', eager = false }: CandidatePhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!imageUrl || failed) {
    return (
      <div
        role="img"
        aria-label={name}
        className={`flex items-center justify-center bg-[linear-gradient(135deg,var(--color-plum-soft),var(--color-rose))] font-display font-bold text-ivory ${className}`}
      >
        <span aria-hidden="true" style={{ fontSize: Math.max(14, Math.round(size / 4)) }}>
          {initials(name)}
        </span>
      </div>
    );
  }
  return (
    <img
      src={imageUrl}
      alt={name}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-lilac object-cover ${className}`}
    />
  );
}
