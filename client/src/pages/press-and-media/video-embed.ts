const YOUTUBE_ID = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|shorts\/|watch\?(?:.*&)?v=)|youtu\.be\/)([\w-]{6,})/i;

export function youTubeId(url: string): string | null {
  return YOUTUBE_ID.exec(url)?.[1] ?? null;
}

/** The player URL to load once the visitor presses play, so it starts at once. */
export function embedUrl(url: string): string {
  const id = youTubeId(url);
  if (id) return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1`;
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;
}
