// A local HTTP server standing in for one job site's API (tests never reach the internet).
// It answers with what `respond` returns and records every request, so tests see what was asked and how often.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  url: URL;
  headers: IncomingHttpHeaders;
}

export interface FakeAnswer {
  status?: number;
  /** An object is sent as JSON; a string as it is. */
  body: unknown;
  /** Wait this long before answering (a slow source). */
  delayMs?: number;
}

export interface FakeJobServer {
  /** http://127.0.0.1:port + path */
  url(path?: string): string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeJobServer(respond: (request: FakeRequest) => FakeAnswer): Promise<FakeJobServer> {
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const request = { url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers };
    requests.push(request);
    const answer = respond(request);
    const send = () => {
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(body);
    };
    if (!answer.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) send();
    }, answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
