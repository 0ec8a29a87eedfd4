import { FetchError, ofetch } from 'ofetch';
import type { $Fetch, FetchOptions } from 'ofetch';
import { ApiError, isApiError, toApiError } from './apiError';
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
}

/** Thrown when no token could be obtained; the auth flow already decided what to do about it. */
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

  const instance: $Fetch = ofetch.create({
    retry: 0,
    // No timeout: generation calls can take long; leaving a state aborts through its signal instead.
    timeout: undefined,
    async onRequest(context) {
      context.options.baseURL = options.baseURL();
      let token: string | null;
      try {
        token = await options.getToken();
      } catch {
        throw new TokenUnavailableError();
      }
      const headers = new Headers(context.options.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      const xsrf = readCookie(readCookies(), 'XSRF-TOKEN');
      if (xsrf) headers.set('x-xsrf-token', xsrf);
      context.options.headers = headers;
    },
  });

  async function request<T>(path: string, { query, ...rest }: RequestOptions = {}): Promise<T> {
    try {
      return (await instance(withSerialisedQuery(path, query), rest)) as T;
    } catch (error) {
      // Leaving a state aborts its request; that is not an API failure.
      if (rest.signal?.aborted) throw error;
      const apiError = isApiError(error) ? error : toApiError(failedResponseOf(error));
      log(`API call failed: ${rest.method ?? 'GET'} ${path}`, apiError);
      if (!(apiError instanceof TokenUnavailableError)) options.onApiError(apiError);
      throw apiError;
    }
  }

  return {
    request,
    get: (path, requestOptions) => request(path, { ...requestOptions, method: 'GET' }),
    post: (path, body, requestOptions) =>
      request(path, { ...requestOptions, method: 'POST', body: body as RequestOptions['body'] }),
  };
}

function failedResponseOf(error: unknown) {
  if (error instanceof FetchError && error.response) {
    return { status: error.response.status, body: error.data };
  }
  return undefined;
}
