/**
 * A short name for the device behind a User-Agent ("Chrome on Android"), so she can tell her
 * sessions apart. Only a label: nothing trusts it, so a rough reading is enough.
 */
const BROWSERS: [RegExp, string][] = [
  // Order matters: Edge and Opera also say "Chrome", and Chrome also says "Safari".
  [/\bEdg(e|A|iOS)?\//u, 'Edge'],
  [/\b(OPR|Opera)\//u, 'Opera'],
  [/\bSamsungBrowser\//u, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//u, 'Firefox'],
  [/\b(HeadlessChrome)\//u, 'Chrome'],
  [/\b(Chrome|CriOS|Chromium)\//u, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//u, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/u, 'Android'],
  [/\b(iPhone|iPod)\b/u, 'iPhone'],
  [/\biPad\b/u, 'iPad'],
  [/\bCrOS\b/u, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/u, 'Mac'],
  [/\bWindows\b/u, 'Windows'],
  [/\bLinux\b/u, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1];

export const UNKNOWN_DEVICE = 'Unknown device';

export function deviceName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
