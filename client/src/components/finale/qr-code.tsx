import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The blank margin a scanner needs around the code, in modules (the standard's minimum). */
const QUIET = 4;

/**
 * A QR code for `value` as one SVG path built from the code's module matrix: crisp at any size,
 * in the brand's colours, no canvas and no image request. Level M survives a screen's glare.
 */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
    return { size: n + QUIET * 2, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="var(--color-plum-deep)" />
    </svg>
  );
}
