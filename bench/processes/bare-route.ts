import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/**
 * A bare Fastify server in a process of its own answering GET requests with the JSON the real server gave for the same
 * URL (read from the file named by argv): the ceiling of what Node, HTTP and JSON allow on this machine, measured in
 * the same conditions as the real server. A URL it was not given is answered with the `others` in turn (URLs made for
 * one run only, whose real answers are alike in shape and size). Prints its port, then serves until killed.
 */
const { answers, others } = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as { answers: Record<string, unknown>; others: unknown[] };
const byUrl = new Map(Object.entries(answers));
let next = 0;
const app = Fastify();
app.get('/*', async (request, reply) => {
  const answer = byUrl.get(request.url) ?? (others.length ? others[next++ % others.length] : undefined);
  return answer === undefined ? reply.code(404).send({ statusCode: 404, message: 'not a benchmark URL' }) : answer;
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${(app.server.address() as AddressInfo).port}\n`);
