import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * One msw server for every view test; handlers are added per test with server.use. The one default: a teacher with no
 * lessons yet, since the dashboard lists recent lessons on every page view of it.
 */
export const server = setupServer(http.get(`${window.location.origin}/api/lesson`, () => HttpResponse.json({ items: [], continuationToken: null })));
