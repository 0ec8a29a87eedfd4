/**
 * Video and audio from YouTube and Vimeo play inside a lesson through each site's privacy-enhanced player: YouTube's
 * youtube-nocookie.com (no cookies until the viewer plays) and Vimeo's player with dnt=1 (no tracking of the
 * viewer). These two origins are the only frames the server's Content-Security-Policy lets the app embed
 * (server/app.ts), so a link to anything else stays a plain source line.
 */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export interface EmbeddedPlayer {
  provider: 'YouTube' | 'Vimeo';
  /** The privacy-enhanced player's address, for an iframe. */
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** "1m30s", "90s" or "90" as whole seconds; anything else is no start time. */
function secondsOf(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? (id ?? null) : null;
}

function youtubePlayer(url: URL): EmbeddedPlayer | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = secondsOf(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}` };
}

function vimeoPlayer(url: URL): EmbeddedPlayer | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/123/abcdef (an unlisted video's hash), vimeo.com/channels/x/123, player.vimeo.com/video/123
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return null;
  const id = segments[index]!;
  const hash = url.searchParams.get('h') ?? (segments[index + 1] && /^[0-9a-f]+$/i.test(segments[index + 1]!) ? segments[index + 1]! : null);
  const query = new URLSearchParams({ ...(hash ? { h: hash } : {}), dnt: '1' });
  return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}?${query.toString()}` };
}

/** The privacy-enhanced player for a YouTube or Vimeo link (http or https); null for any other text. */
export function embeddedPlayerFor(link: string): EmbeddedPlayer | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hostname = url.hostname.toLowerCase();
  return youtubePlayer(url) ?? vimeoPlayer(url);
}
