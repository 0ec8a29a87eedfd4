import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/services/apiError';
import { createHttpClient } from '../../src/services/http';
import { server } from './server';

function client() {
  const reported: ApiError[] = [];
  const api = createHttpClient({
    baseURL: () => `${window.location.origin}/api/`,
    getToken: async () => 'token-1',
    onApiError: (error) => reported.push(error),
    readCookies: () => 'XSRF-TOKEN=xsrf-value',
    log: () => {},
  });
  return { api, reported };
}

const form = () => {
  const body = new FormData();
  body.append('Language', 'en');
  body.append('File', new File(['x'.repeat(2048)], 'notes.txt'));
  return body;
};

describe('multipart upload over XMLHttpRequest (spec §7: PUT /upload with progress reporting)', () => {
  it('sends the bearer token and the XSRF echo, reports the bytes sent, and answers with the JSON body', async () => {
    let headers: Headers | undefined;
    server.use(
      http.put(`${window.location.origin}/api/upload`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ id: 'u-1' }, { status: 201 });
      }),
    );
    const progress: [number, number][] = [];
    const { api } = client();
    await expect(api.sendForm('/upload', form(), { method: 'PUT', onProgress: (sent, total) => progress.push([sent, total]) })).resolves.toEqual({ id: 'u-1' });
    expect(headers?.get('authorization')).toBe('Bearer token-1');
    expect(headers?.get('x-xsrf-token')).toBe('xsrf-value');
    expect(progress.length).toBeGreaterThan(0);
    const [sent, total] = progress.at(-1)!;
    expect(sent).toBe(total);
    expect(total).toBeGreaterThan(2048);
  });

  it('maps a refusal to the spec\'s ApiError and routes it like any failed call', async () => {
    server.use(
      http.put(`${window.location.origin}/api/upload`, () =>
        HttpResponse.json({ statusCode: 415, message: 'The file’s contents are not a type Teachkit can read.' }, { status: 415 }),
      ),
    );
    const { api, reported } = client();
    await expect(api.sendForm('/upload', form(), { method: 'PUT' })).rejects.toMatchObject({ statusCode: 415, message: 'The file’s contents are not a type Teachkit can read.' });
    expect(reported.map((e) => e.statusCode)).toEqual([415]);
  });

  it('a network failure is a 500 "An unexpected error occurred"; cancelling is not an API failure', async () => {
    server.use(http.put(`${window.location.origin}/api/upload`, () => HttpResponse.error()));
    const { api, reported } = client();
    await expect(api.sendForm('/upload', form(), { method: 'PUT' })).rejects.toMatchObject({ statusCode: 500, message: 'An unexpected error occurred' });
    const controller = new AbortController();
    server.use(http.put(`${window.location.origin}/api/upload`, () => new Promise<Response>(() => {})));
    const pending = api.sendForm('/upload', form(), { method: 'PUT', signal: controller.signal });
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(reported.map((e) => e.statusCode)).toEqual([500]);
  });
});
