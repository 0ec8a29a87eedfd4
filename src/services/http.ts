import { FetchError, ofetch } from 'ofetch';
import type { $Fetch, FetchOptions } from 'ofetch';
import { ApiError, isApiError, toApiError } from './apiError';
import { InteractionRequiredError } from './authTypes';
import { readCookie } from './cookies';
import type { Query } from './query';
import { withSerialisedQuery } from './query';

export interface HttpClientOptions {
  /** Absolute or same-origin base, resolved on every call (config arrives after start-up). */
  baseURL: () => string;
  /** Bearer token for the first signed-in account, or null when nobody is signed in. */
  getToken: () => Promise<string | null>;
  /** Every failed call is reported here before it is rethrown (401/403/429 routing). */
  onApiError: (error: ApiError) => void;
  readCookies?: () => string;
  log?: (message: string, error: unknown) => void;
}

export type RequestOptions = Omit<FetchOptions<'json'>, 'query' | 'params' | 'baseURL'> & { query?: Query };

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** A multipart form over XMLHttpRequest, the one browser API that reports upload progress (fetch has none). */
  sendForm<T>(path: string, form: FormData, options: FormOptions): Promise<T>;
}

export interface FormOptions {
  method: 'PUT' | 'POST';
  signal?: AbortSignal;
  /** Bytes of the body sent so far, of the total. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * The identity provider no longer honours the stored sign-in, so no call can carry a token. It is reported like the
 * server's own 401 (spec §7–8: remember the page unless on /login, log out by redirect) and the call is never sent.
 */
export class TokenUnavailableError extends ApiError {
  constructor() {
    super(401, 'Please sign in again');
    this.name = 'TokenUnavailableError';
  }
}

/** One ofetch instance for every API call (spec §7–8). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const readCookies = options.readCookies ?? (() => globalThis.document?.cookie ?? '');
  const log = options.log ?? ((message, error) => console.error(message, error));

  /**
   * The bearer token and the XSRF echo every API call carries. A sign-in that needs interaction is TokenUnavailableError;
   * any other failure to get a token (offline, the provider down) is a call that could not be made (500).
   */
  async function authHeaders(): Promise<Record<string, string>> {
    let token: string | null;
    try {
      token = await options.getToken();
    } catch (error) {
      throw error instanceof InteractionRequiredError ? new TokenUnavailableError() : toApiError(undefined);
    }
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    const xsrf = readCookie(readCookies(), 'XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    return headers;
  }

  const instance: $Fetch = ofetch.create({
    retry: 0,
    // No timeout: generation calls can take long; leaving a state aborts through its signal instead.
    timeout: undefined,
    async onRequest(context) {
      context.options.baseURL = options.baseURL();
      const headers = new Headers(context.options.headers);
      for (const [name, value] of Object.entries(await authHeaders())) headers.set(name, value);
      context.options.headers = headers;
    },
  });

  async function request<T>(path: string, { query, ...rest }: RequestOptions = {}): Promise<T> {
    try {
      return (await instance(withSerialisedQuery(path, query), rest)) as T;
    } catch (error) {
      // Leaving a state aborts its request; that is not an API failure.
      if (rest.signal?.aborted) throw error;
      const apiError = isApiError(error) ? error : toApiError(await failedResponseOf(error));
      log(`API call failed: ${rest.method ?? 'GET'} ${path}`, apiError);
      options.onApiError(apiError);
      throw apiError;
    }
  }

  async function sendForm<T>(path: string, form: FormData, { method, signal, onProgress }: FormOptions): Promise<T> {
    const base = options.baseURL().replace(/\/$/, '');
    try {
      const auth = await authHeaders();
      return await new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, `${base}${path}`);
        for (const [name, value] of Object.entries(auth)) xhr.setRequestHeader(name, value);
        xhr.responseType = 'text';
        xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : event.loaded);
        xhr.onload = () => {
          const body = parseJson(xhr.responseText);
          if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
          else reject(toApiError({ status: xhr.status, body }));
        };
        xhr.onerror = () => reject(toApiError(undefined));
        xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
      });
    } catch (error) {
      if (signal?.aborted || !isApiError(error)) throw error;
      log(`API call failed: ${method} ${path}`, error);
      options.onApiError(error);
      throw error;
    }
  }

  return {
    request,
    sendForm,
    get: (path, requestOptions) => request(path, { ...requestOptions, method: 'GET' }),
    post: (path, body, requestOptions) =>
      request(path, { ...requestOptions, method: 'POST', body: body as RequestOptions['body'] }),
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The failed response's status and body; a file download's error arrives as a Blob, so its JSON is read out of it. */
async function failedResponseOf(error: unknown) {
  if (error instanceof FetchError && error.response) {
    const body: unknown = error.data instanceof Blob ? parseJson(await error.data.text().catch(() => '')) : error.data;
    return { status: error.response.status, body };
  }
  return undefined;
}
