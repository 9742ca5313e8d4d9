import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { cropWindow, type Focus } from '@pageant/common/content/crop-window';

export interface NaturalSize {
  width: number;
  height: number;
}

/** Arrow keys move the point by 5% of the picture; with Shift by 1%, for a fine adjustment. */
const STEP = 0.05;
const FINE_STEP = 0.01;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const clamp01 = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
const percent = (v: number) => `${Math.round(v * 100)}%`;

interface FocusPickerProps {
  src: string;
  alt: string;
  focus: Focus;
  onChange: (focus: Focus) => void;
  /** Known once the picture has loaded; the card's window is drawn from then on. */
  size: NaturalSize | null;
  onSize: (size: NaturalSize) => void;
}

/**
 * Her chosen photo, whole: a click or tap puts the focus point (the marker) where her face is, the arrow
 * keys move it, and the part her card will show stays lit.
 */
export function FocusPicker({ src, alt, focus, onChange, size, onSize }: FocusPickerProps) {
  const helpId = useId();
  const crop = size && cropWindow(size.width, size.height, focus);

  function onClick(e: MouseEvent<HTMLDivElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp01((e.clientX - box.left) / box.width), y: clamp01((e.clientY - box.top) / box.height) });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const step = e.shiftKey ? FINE_STEP : STEP;
    onChange({ x: clamp01(focus.x + move[0] * step), y: clamp01(focus.y + move[1] * step) });
  }

  return (
    <div className="space-y-2">
      <div
        role="group"
        tabIndex={0}
        aria-label={`Focus point, ${percent(focus.x)} across and ${percent(focus.y)} down`}
        aria-describedby={helpId}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="relative mx-auto w-fit cursor-crosshair overflow-hidden rounded-lg bg-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          onLoad={(e) => onSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
          className="block max-h-[45vh] max-w-full select-none sm:max-h-[55vh]"
        />
        {crop && size && (
          <div
            aria-hidden="true"
            data-testid="card-window"
            className="pointer-events-none absolute border-2 border-gold shadow-[0_0_0_9999px_rgb(0_0_0/0.45)]"
            style={{
              left: `${(crop.left / size.width) * 100}%`,
              top: `${(crop.top / size.height) * 100}%`,
              width: `${(crop.width / size.width) * 100}%`,
              height: `${(crop.height / size.height) * 100}%`,
            }}
          />
        )}
        <span
          aria-hidden="true"
          data-testid="focus-marker"
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-rose/80 shadow-[0_0_0_2px_rgb(43_10_61/0.8)]"
          style={{ left: percent(focus.x), top: percent(focus.y) }}
        />
      </div>
      <p id={helpId} className="text-xs text-neutral-500">
        Click or tap her face to centre the card on it, or focus the photo and move the point with the arrow keys (Shift for small steps).
      </p>
    </div>
  );
}

/** Her card as it will look: the 4:5 window around the focus point, drawn from the same picture. */
export function CardPreview({ src, size, focus, name }: { src: string; size: NaturalSize | null; focus: Focus; name: string }) {
  const frameWidth = 160;
  if (!size) {
    return <div className="aspect-[4/5] w-40 animate-pulse rounded-xl bg-neutral-200" aria-label="Preview loading" role="img" />;
  }
  const crop = cropWindow(size.width, size.height, focus);
  const scale = frameWidth / crop.width;
  return (
    <div
      role="img"
      aria-label={`Preview of ${name}'s card photo`}
      className="relative aspect-[4/5] w-40 overflow-hidden rounded-xl bg-neutral-200 shadow-card ring-1 ring-gold/40"
    >
      <img
        src={src}
        alt=""
        draggable={false}
        className="absolute max-w-none"
        style={{ width: size.width * scale, height: size.height * scale, left: -crop.left * scale, top: -crop.top * scale }}
      />
    </div>
  );
}
