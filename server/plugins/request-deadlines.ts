import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

export interface RequestDeadlines {
  /** A body other than an upload must have arrived whole this long after its headers. */
  bodySeconds: number;
  /** While any body arrives, an upload's too, a pause this long with no bytes ends the request. */
  idleSeconds: number;
}

/**
 * Time limits for request bodies, so slow or stalled senders cannot hold connections open (a few slow JSON bodies or
 * stalled uploads used to stay open for minutes). A JSON or form body is small: it gets a total deadline. An upload
 * may rightly take long on a slow link, so it only has to keep moving: no bytes for `idleSeconds` ends it, however
 * long it takes in all. Both are answered 408 and the connection is closed. The limits end once the body is in:
 * a long generation after it is not cut off (which is why Fastify's connectionTimeout, an idle limit for the whole
 * connection, stays off). Slow headers are Node's headersTimeout (60 s).
 */
export default fp<RequestDeadlines>(
  async (app, { bodySeconds, idleSeconds }) => {
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const length = Number(raw.headers['content-length'] ?? 0);
      const chunked = /chunked/i.test(String(raw.headers['transfer-encoding'] ?? ''));
      if (raw.complete || (!chunked && !(length > 0))) return;
      // An injected request (app.inject) has no connection to hold open.
      if (typeof raw.setTimeout !== 'function' || typeof raw.socket?.setTimeout !== 'function') return;
      const upload = /^multipart\//i.test(String(raw.headers['content-type'] ?? ''));
      const socket = raw.socket;

      const stop = () => {
        clearTimeout(total);
        raw.off('timeout', onIdle);
        // After the answer the socket's timeout is Node's keep-alive timeout: leave it.
        if (!reply.raw.writableFinished && !socket.destroyed) socket.setTimeout(0);
      };
      const refuse = (message: string) => {
        stop();
        request.log.info({ method: request.method, url: request.routeOptions.url, statusCode: 408 }, message);
        closeWith408(socket, message, reply.raw.headersSent);
      };
      const onIdle = () => refuse(`No part of the request arrived for ${idleSeconds} seconds; send it again`);
      const total = upload ? undefined : setTimeout(() => refuse(`The request body did not arrive within ${bodySeconds} seconds; send it again`), bodySeconds * 1000);
      total?.unref();
      // A listener on the request's timeout keeps Node from destroying the socket before the 408 is written.
      raw.setTimeout(idleSeconds * 1000);
      raw.on('timeout', onIdle);
      raw.once('end', stop);
      raw.once('close', stop);
    });
  },
  { name: 'request-deadlines' },
);

/** Writes the 408 straight to the socket (the body parser is still waiting for the body) and closes it. */
function closeWith408(socket: Socket, message: string, headersSent: boolean) {
  if (socket.destroyed) return;
  if (headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode: 408, message });
  const head = ['HTTP/1.1 408 Request Timeout', 'content-type: application/json; charset=utf-8', `content-length: ${Buffer.byteLength(body)}`, 'connection: close'];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
