import { http, HttpResponse } from 'msw';
import type { Upload } from '../../src/services/uploadApi';
import { api } from './renderApp';

/**
 * GET /upload as the server answers it: `?state=` keeps the uploads in that state, in pages of 25 in the order given
 * (newest first), each full page with a token for the next. Records the query of every request.
 */
export function uploadListHandler(uploads: Upload[]) {
  const asked: string[] = [];
  const handler = http.get(api('/upload'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query.toString());
    const state = query.get('state');
    const kept = state ? uploads.filter((u) => u.state === state) : uploads;
    const after = query.get('continuationToken');
    const start = after ? kept.findIndex((u) => u.id === after) + 1 : 0;
    const items = kept.slice(start, start + 25);
    return HttpResponse.json({ items, continuationToken: start + 25 < kept.length ? items[items.length - 1]!.id : null });
  });
  return { handler, asked };
}
