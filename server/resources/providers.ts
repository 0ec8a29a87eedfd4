import type { ResourcesConfig } from '../config.ts';

/** One search result, the same shape whichever provider found it. */
export interface ResourceResult {
  title: string;
  url: string;
  snippet: string;
  thumbnailUrl?: string;
}

export type ResourceProviderId = 'wikipedia' | 'boclips' | 'bing';
export const RESOURCE_PROVIDERS: readonly ResourceProviderId[] = ['wikipedia', 'boclips', 'bing'];

export const PROVIDER_NAMES: Record<ResourceProviderId, string> = { wikipedia: 'Wikipedia', boclips: 'Boclips', bing: 'Bing' };
/** The settings that turn each provider on, named in the "not set up" answer so an administrator knows what to set. */
export const PROVIDER_SETTINGS: Record<ResourceProviderId, string> = {
  wikipedia: 'WIKIPEDIA_API_URL',
  boclips: 'BOCLIPS_CLIENT_ID and BOCLIPS_CLIENT_SECRET',
  bing: 'BING_SEARCH_KEY',
};

/** How many results one search answers. */
export const RESULTS_PER_SEARCH = 10;

/** A provider answered with an error status, or not at all within the timeout. */
export class ProviderFailure extends Error {}

export type Search = (query: string) => Promise<ResourceResult[]>;
type Fetch = typeof fetch;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
/** Search snippets come as HTML (Wikipedia marks matches with spans): a teacher sees plain words. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many same-host redirects one provider request follows before giving up. */
const MAX_REDIRECTS = 3;

/**
 * Fetches without letting the provider steer the request elsewhere: a redirect is followed only within the host the
 * request went to (an answer naming another host is refused), so a provider cannot point Teachkit's own requests,
 * with their keys, at an address inside our network or at someone else's server.
 */
async function fetchSameHost(fetchImpl: Fetch, url: string, init: RequestInit): Promise<Response> {
  let current = new URL(url);
  let request = init;
  for (let redirects = 0; ; redirects += 1) {
    const response = await fetchImpl(current.toString(), { ...request, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) return response;
    const next = new URL(location, current);
    if (next.origin !== current.origin) throw new ProviderFailure(`redirected to another host (${next.host})`);
    if (redirects >= MAX_REDIRECTS) throw new ProviderFailure('redirected too many times');
    // As browsers do: 307 and 308 repeat the request as it was; the others continue with a plain GET.
    if (response.status !== 307 && response.status !== 308) {
      const { body: _body, method: _method, ...rest } = request;
      request = rest;
    }
    current = next;
  }
}

async function getJson(fetchImpl: Fetch, url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchSameHost(fetchImpl, url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    throw new ProviderFailure(`no answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ProviderFailure(`answered ${response.status}`);
  return response.json();
}

/** A link a teacher's browser may open: http(s) only, so a provider's javascript: or data: link never reaches a page. */
export function webLink(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** Results with a web link only, and a thumbnail only where it is one too. */
function withWebLinks(search: Search): Search {
  return async (query) =>
    (await search(query)).flatMap(({ thumbnailUrl, ...result }) => {
      const url = webLink(result.url);
      if (!url) return [];
      const thumbnail = thumbnailUrl === undefined ? undefined : webLink(thumbnailUrl);
      return [{ ...result, url, ...(thumbnail ? { thumbnailUrl: thumbnail } : {}) }];
    });
}

const asArray = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** MediaWiki's search (action=query&list=search) on the configured wiki's api.php. */
function wikipedia(apiUrl: string, fetchImpl: Fetch, timeoutMs: number): Search {
  const articleBase = new URL('/wiki/', apiUrl);
  return async (query) => {
    const url = new URL(apiUrl);
    for (const [name, value] of Object.entries({ action: 'query', list: 'search', format: 'json', srsearch: query, srlimit: String(RESULTS_PER_SEARCH) })) {
      url.searchParams.set(name, value);
    }
    const body = (await getJson(fetchImpl, url.toString(), { headers: { accept: 'application/json' } }, timeoutMs)) as { query?: { search?: unknown } };
    return asArray(body.query?.search).map((hit) => ({
      title: text(hit.title),
      url: new URL(encodeURIComponent(text(hit.title).replace(/ /g, '_')), articleBase).toString(),
      snippet: plainText(text(hit.snippet)),
    }));
  };
}

/** Bing Web Search v7: the key goes in Ocp-Apim-Subscription-Key. */
function bing(searchUrl: string, key: string, fetchImpl: Fetch, timeoutMs: number): Search {
  return async (query) => {
    const url = new URL(searchUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('count', String(RESULTS_PER_SEARCH));
    url.searchParams.set('safeSearch', 'Strict');
    const body = (await getJson(fetchImpl, url.toString(), { headers: { 'ocp-apim-subscription-key': key, accept: 'application/json' } }, timeoutMs)) as {
      webPages?: { value?: unknown };
    };
    return asArray(body.webPages?.value).map((page) => ({ title: text(page.name), url: text(page.url), snippet: plainText(text(page.snippet)) }));
  };
}

/** Boclips' API: a client-credentials token (kept until a minute before it expires), then a video search. */
function boclips(apiUrl: string, clientId: string, clientSecret: string, fetchImpl: Fetch, timeoutMs: number, now: () => number): Search {
  const base = apiUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;
  const accessToken = async () => {
    if (token && token.until > now()) return token.value;
    const body = (await getJson(
      fetchImpl,
      `${base}/v1/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
      },
      timeoutMs,
    )) as { access_token?: unknown; expires_in?: unknown };
    const value = text(body.access_token);
    if (!value) throw new ProviderFailure('gave no access token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value, until: now() + Math.max(0, lifetime - 60) * 1000 };
    return value;
  };
  return async (query) => {
    const url = new URL(`${base}/v1/videos`);
    url.searchParams.set('query', query);
    url.searchParams.set('size', String(RESULTS_PER_SEARCH));
    const body = (await getJson(fetchImpl, url.toString(), { headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json' } }, timeoutMs)) as {
      _embedded?: { videos?: unknown };
    };
    return asArray(body._embedded?.videos).map((video) => {
      const playback = (video.playback ?? {}) as Record<string, unknown>;
      const links = (video._links ?? {}) as Record<string, { href?: unknown }>;
      const thumbnail = text(playback.thumbnailUrl) || text(((playback._links ?? {}) as Record<string, { href?: unknown }>).thumbnail?.href);
      return {
        title: text(video.title),
        url: text(links.self?.href) || `${base}/v1/videos/${encodeURIComponent(text(video.id))}`,
        snippet: plainText(text(video.description)),
        ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
      };
    });
  };
}

/** The searches this installation has set up; a provider without its settings is absent. */
export function createResourceSearches(config: ResourcesConfig, deps: { fetch?: Fetch; now?: () => number } = {}): Partial<Record<ResourceProviderId, Search>> {
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const searches: Partial<Record<ResourceProviderId, Search>> = {};
  if (config.wikipediaApiUrl) searches.wikipedia = withWebLinks(wikipedia(config.wikipediaApiUrl, fetchImpl, config.timeoutMs));
  if (config.bing) searches.bing = withWebLinks(bing(config.bing.url, config.bing.key, fetchImpl, config.timeoutMs));
  if (config.boclips) {
    searches.boclips = withWebLinks(boclips(config.boclips.url, config.boclips.clientId, config.boclips.clientSecret, fetchImpl, config.timeoutMs, now));
  }
  return searches;
}
