// Server-sent events over a Fastify reply: the reply is hijacked so nothing between the route and the
// socket (serialisation, onSend hooks) waits for a whole body; the headers other hooks already set (CORS,
// security headers) are kept, and they are flushed at once so the client sees the answer has begun.
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** One event: `event: <name>` and its data as one JSON line. */
  send(event: string, data: unknown): void;
  /** A comment line: nothing for the client, but traffic that keeps proxies from closing an idle stream. */
  comment(text: string): void;
  end(): void;
  /** The connection is gone, or end() was called. */
  readonly closed: boolean;
}

export function openEventStream(reply: FastifyReply, status = 200): EventStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(status, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: a proxy must not compress (and so buffer) the stream; X-Accel-Buffering: nginx's switch.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const isClosed = () => raw.writableEnded || raw.destroyed;
  return {
    send(event, data) {
      if (!isClosed()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (!isClosed()) raw.write(`: ${text}\n\n`);
    },
    end() {
      if (!isClosed()) raw.end();
    },
    get closed() {
      return isClosed();
    },
  };
}
