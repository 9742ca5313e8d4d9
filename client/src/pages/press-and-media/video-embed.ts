const YOUTUBE_ID = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|shorts\/|watch\?(?:.*&)?v=)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO_PAGE = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)(?:\/(\w+))?/i;
const VIMEO_PLAYER = /^https:\/\/player\.vimeo\.com\/video\/\d+/i;
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|ogg|mov)$/i;

/**
 * How a video is shown and whether its play state can be read: YouTube and Vimeo players answer
 * postMessage, a direct file plays in a <video>, and any other embed is a frame we cannot observe.
 */
export type VideoSource =
  { kind: 'youtube'; src: string } | { kind: 'vimeo'; src: string } | { kind: 'file'; src: string } | { kind: 'frame'; src: string };

export function youTubeId(url: string): string | null {
  return YOUTUBE_ID.exec(url)?.[1] ?? null;
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

function isFile(url: string): boolean {
  try {
    return VIDEO_FILE.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The player to load once the visitor presses play, so it starts at once. `origin` is this site's,
 * which YouTube needs (with enablejsapi) before it will talk to the page.
 */
export function videoSource(url: string, origin: string = window.location.origin): VideoSource {
  const yt = youTubeId(url);
  if (yt) {
    const params = new URLSearchParams({ autoplay: '1', rel: '0', modestbranding: '1', enablejsapi: '1', origin });
    return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}?${params}` };
  }
  const vimeoPage = VIMEO_PAGE.exec(url);
  if (vimeoPage) {
    const params: Record<string, string> = vimeoPage[2] ? { h: vimeoPage[2], autoplay: '1' } : { autoplay: '1' };
    return { kind: 'vimeo', src: withParams(`https://player.vimeo.com/video/${vimeoPage[1]}`, params) };
  }
  if (VIMEO_PLAYER.test(url)) return { kind: 'vimeo', src: withParams(url, { autoplay: '1' }) };
  if (isFile(url)) return { kind: 'file', src: url };
  return { kind: 'frame', src: `${url}${url.includes('?') ? '&' : '?'}autoplay=1` };
}

export function embedUrl(url: string, origin?: string): string {
  return videoSource(url, origin).src;
}
