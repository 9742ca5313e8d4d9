import { DEFAULT_AVATAR } from './default-avatar';

interface AvatarProps {
  name: string;
  imageUrl: string | null | undefined;
  className: string;
  size: number;
}

/** A candidate photo, falling back to the default avatar when there is none or it fails to load. */
export function Avatar({ name, imageUrl, className, size }: AvatarProps) {
  return (
    <img
      src={imageUrl || DEFAULT_AVATAR}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={(e) => {
        if (e.currentTarget.src !== DEFAULT_AVATAR) e.currentTarget.src = DEFAULT_AVATAR;
      }}
      className={`object-cover ${className}`}
    />
  );
}
