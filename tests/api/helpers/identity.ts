import { createHash, randomBytes } from 'node:crypto';

export { freePort } from '../../e2e/helpers/server.ts';

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser's cookie store for one host: names, paths, deletion by expiry. */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, raw = ''] = attribute.split('=');
        const lower = key!.toLowerCase();
        if (lower === 'path') path = raw;
        if (lower === 'max-age' && Number(raw) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(raw) <= Date.now()) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies]
      .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([key, cookie]) => `${key.split('|')[0]}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.startsWith(`${name}|`));
  }
}

/** A browser-like client: keeps cookies, never follows redirects by itself. */
export class Browser {
  readonly jar = new CookieJar();
  constructor(readonly origin: string) {}

  async request(pathOrUrl: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const url = new URL(pathOrUrl, this.origin).href;
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      // What a browser sends with a same-origin form post.
      headers.origin ??= this.origin;
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request(path, { form, ...(headers ? { headers } : {}) });
  }
}

export function location(response: Response): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return value;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** The value of an input or attribute in server-rendered HTML (enough for our own pages). */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}
