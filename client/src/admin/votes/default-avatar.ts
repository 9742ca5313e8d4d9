/** Shown for a candidate without a photo (or whose photo fails to load): a silhouette on the brand plum. */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#4a1d63"/>' +
  '<circle cx="32" cy="25" r="11" fill="#e3c766"/>' +
  '<path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#e3c766"/>' +
  '</svg>';

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`;
