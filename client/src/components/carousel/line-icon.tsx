import type { ReactNode } from 'react';

export interface LineIconProps {
  className?: string;
  strokeWidth?: number;
}

export type LineIcon = (props: LineIconProps) => ReactNode;

/**
 * A lucide outline (ISC, same 24-unit grid, stroke and caps) as a plain component. The icons of the
 * first screen (app shell, home page, carousel controls) are drawn with this instead of lucide-react,
 * whose runtime would otherwise sit in the first load of `/` for a handful of paths (issue #14).
 * Other pages keep using lucide-react; the two look the same. Always decorative: name the control.
 */
export function lineIcon(paths: ReactNode): LineIcon {
  return function Icon({ className, strokeWidth = 2 }: LineIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
      >
        {paths}
      </svg>
    );
  };
}

export const ChevronLeft = lineIcon(<path d="m15 18-6-6 6-6" />);
export const ChevronRight = lineIcon(<path d="m9 18 6-6-6-6" />);
export const Pause = lineIcon(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
);
export const Play = lineIcon(<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />);
