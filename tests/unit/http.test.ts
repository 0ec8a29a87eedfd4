import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../src/services/apiError';
import { InteractionRequiredError } from '../../src/services/authTypes';
import { createHttpClient } from '../../src/services/http';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const reported: ApiError[] = [];
  const api = createHttpClient({
    baseURL: () => 'http://teachkit.test/api',
    getToken: async () => 'token-1',
    onApiError: (error) => reported.push(error),
    readCookies: () => 'other=1; XSRF-TOKEN=xsrf-value',
    log: () => {},
    ...overrides,
  });
  return { api, reported };
}

describe('HTTP client (spec §7–8)', () => {
  it('sends the bearer token, echoes XSRF-TOKEN and serialises query arrays with indexes', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('http://teachkit.test/api/things', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { api } = client();
    await expect(api.get('/things', { query: { ids: ['a', 'b'], key: 'platform' } })).resolves.toEqual({ ok: true });
    expect(seen?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen?.headers.get('x-xsrf-token')).toBe('xsrf-value');
    expect(decodeURIComponent(new URL(seen!.url).search)).toBe('?ids[0]=a&ids[1]=b&key=platform');
  });

  it('sends no authorization header when nobody is signed in', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('http://teachkit.test/api/health', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await client({ getToken: async () => null }).api.get('/health');
    expect(authorization).toBeNull();
  });

  it('posts JSON bodies', async () => {
    server.use(
      http.post('http://teachkit.test/api/profile', async ({ request }) => HttpResponse.json(await request.json())),
    );
    await expect(client().api.post('/profile', { onboarded: true })).resolves.toEqual({ onboarded: true });
  });

  it('rejects a 400 array body as "Validation Error" and reports it', async () => {
    server.use(
      http.post('http://teachkit.test/api/profile', () =>
        HttpResponse.json([{ field: 'name', message: 'Too long' }], { status: 400 }),
      ),
    );
    const { api, reported } = client();
    await expect(api.post('/profile', { name: 'x' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Validation Error',
      validationErrors: [{ field: 'name', message: 'Too long' }],
    });
    expect(reported.map((error) => error.statusCode)).toEqual([400]);
  });

  it.each([401, 403, 429])('reports a %i so it can be routed, then rejects', async (status) => {
    server.use(
      http.get('http://teachkit.test/api/profile', () => HttpResponse.json({ statusCode: status, message: 'Nope' }, { status })),
    );
    const { api, reported } = client();
    await expect(api.get('/profile')).rejects.toMatchObject({ statusCode: status, message: 'Nope' });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.statusCode).toBe(status);
  });

  it('reads the server\'s message out of a failed file download, whose body arrives as a Blob', async () => {
    server.use(
      http.get('http://teachkit.test/api/lesson/l-1/presentation', () =>
        HttpResponse.json({ statusCode: 409, message: 'Plan the lesson before making its slides' }, { status: 409 }),
      ),
    );
    const { api, reported } = client();
    await expect(api.request('/lesson/l-1/presentation', { responseType: 'blob' } as never)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Plan the lesson before making its slides',
    });
    expect(reported.map((error) => error.message)).toEqual(['Plan the lesson before making its slides']);
  });

  it('maps a network failure to 500 "An unexpected error occurred"', async () => {
    server.use(http.get('http://teachkit.test/api/profile', () => HttpResponse.error()));
    await expect(client().api.get('/profile')).rejects.toMatchObject({
      statusCode: 500,
      message: 'An unexpected error occurred',
    });
  });

  it('does not retry failed calls', async () => {
    const handler = vi.fn(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
    server.use(http.get('http://teachkit.test/api/profile', handler));
    await expect(client().api.get('/profile')).rejects.toMatchObject({ statusCode: 503, message: 'down' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a sign-in that needs interaction is a 401, reported to be routed like the server\'s, without calling the API', async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    server.use(http.get('http://teachkit.test/api/profile', handler));
    const { api, reported } = client({
      getToken: async () => {
        throw new InteractionRequiredError(new Error('invalid_grant'));
      },
    });
    await expect(api.get('/profile')).rejects.toMatchObject({ statusCode: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(reported.map((error) => error.statusCode)).toEqual([401]);
  });

  it('a token that cannot be had for another reason is a call that could not be made (500), not a 401', async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    server.use(http.get('http://teachkit.test/api/profile', handler));
    const { api, reported } = client({
      getToken: async () => {
        throw new Error('network_error');
      },
    });
    await expect(api.get('/profile')).rejects.toMatchObject({ statusCode: 500, message: 'An unexpected error occurred' });
    expect(handler).not.toHaveBeenCalled();
    expect(reported.map((error) => error.statusCode)).toEqual([500]);
  });
});
