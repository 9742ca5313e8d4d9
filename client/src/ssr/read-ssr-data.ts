import type { SsrData } from './ssr-data';

export const SSR_DATA_ID = 'ssr-data';

/** The data a server-rendered page was rendered with, or null for the bare shell (admin, or a render that fell back). */
export function readSsrData(doc: Document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as SsrData) : null;
  } catch {
    return null;
  }
}
