import { setupServer } from 'msw/node';

/** One msw server for every view test; handlers are added per test with server.use. */
export const server = setupServer();
