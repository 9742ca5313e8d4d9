/** The outlines drawn as masks (styles/index.css, `.icon-<name>`): lucide's, and the brand marks of brand-icon.tsx. */
export type MaskIconName = 'heart' | 'map-pin' | 'link-2' | 'crown' | 'whatsapp' | 'facebook';

/**
 * A decorative outline in one element: its colour is `currentColor` through the icon's mask. An inline
 * SVG is three to five nodes to style and lay out; the contestants grid draws five icons a card, and every
 * node of it is laid out again when the web fonts arrive (issue #32). Same 24-unit outline, stroke and caps,
 * so it looks as the SVG did. The control around it carries the name.
 */
export function MaskIcon({ name, className = '' }: { name: MaskIconName; className?: string }) {
  return <span aria-hidden="true" className={`mask-icon icon-${name} ${className}`} />;
}
