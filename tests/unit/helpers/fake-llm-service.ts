import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { LlmSettings } from '../../../server/generation/llm/settings.ts';

/**
 * A local OpenAI-compatible service on 127.0.0.1: answers POST /v1/chat/completions with what the test scripted for
 * the schema the request names (response_format.json_schema.name), records every request, and can fail on purpose.
 */
export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
  };
}

export type FakeReply =
  /** A completion whose message content is this value as JSON. */
  | { content: unknown; delayMs?: number }
  /** A completion whose message content is this text as is (not JSON, for instance). */
  | { rawContent: string }
  /** An error status. */
  | { status: number };

export interface FakeLlmService {
  baseUrl: string;
  requests: FakeRequest[];
  /** Replies for a schema name, used in order; the last one repeats. */
  script(name: string, ...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeLlmService(): Promise<FakeLlmService> {
  const requests: FakeRequest[] = [];
  const scripts = new Map<string, FakeReply[]>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as FakeRequest['body'];
      requests.push({ path: req.url, headers: req.headers, body });
      const queue = scripts.get(body.response_format?.json_schema?.name) ?? [];
      const reply: FakeReply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 500 };
      const send = () => {
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'scripted failure' } }));
          return;
        }
        const content = 'rawContent' in reply ? reply.rawContent : JSON.stringify(reply.content);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      const delay = 'delayMs' in reply ? reply.delayMs : undefined;
      if (delay) setTimeout(send, delay);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (name, ...replies) => void scripts.set(name, replies),
    reset() {
      requests.length = 0;
      scripts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The fake service for one test file: started before its tests, cleared before each, closed after them. The object
 * stands for the running service; `settings` are the adapter's settings pointing at it.
 */
export function fakeLlmServiceForSuite(): FakeLlmService & { settings: (over?: Partial<LlmSettings>) => LlmSettings } {
  let service: FakeLlmService | undefined;
  beforeAll(async () => {
    service = await startFakeLlmService();
  });
  afterAll(() => service?.close());
  beforeEach(() => service?.reset());
  const live = () => {
    if (!service) throw new Error('The fake LLM service starts before the tests of the file');
    return service;
  };
  return {
    get baseUrl() {
      return live().baseUrl;
    },
    get requests() {
      return live().requests;
    },
    script: (name, ...replies) => live().script(name, ...replies),
    reset: () => live().reset(),
    close: () => live().close(),
    settings: (over = {}) => ({ baseUrl: live().baseUrl, model: 'fake-model', apiKey: 'sk-secret-777', apiKeyHeader: 'authorization', timeoutMs: 2000, retries: 0, ...over }),
  };
}

/**
 * Checks a structured-output schema is strict, as OpenAI's strict mode requires: each object lists every property
 * as required and allows no other. Returns how many objects it checked.
 */
export function expectStrictSchema(schema: unknown): number {
  let checked = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.properties) {
      expect(n.additionalProperties).toBe(false);
      expect([...(n.required as string[])].sort()).toEqual(Object.keys(n.properties).sort());
      checked += 1;
    }
    Object.values(n).forEach(walk);
  };
  walk(schema);
  return checked;
}
