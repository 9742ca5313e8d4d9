/**
 * The tab a key moves to in an ARIA tab list (arrows wrap around, Home and End jump to the ends),
 * or null for any other key, which the list then leaves to the browser.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
