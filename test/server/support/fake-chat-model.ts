// A local OpenAI-compatible /chat/completions server (node:http) for the provider's and the generate
// route's tests: it records each request, and answers as the test tells it to: a streamed answer in
// pieces, an HTTP error, a broken stream, or a stall (headers or a first piece, then silence).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'stream'; pieces: string[]; /** Pause between pieces. */ gapMs?: number; done?: boolean }
  | { kind: 'error'; status: number; body: string }
  | { kind: 'garbage' }
  | { kind: 'stall'; /** Pieces sent before the silence. */ pieces?: string[] };

export interface SeenRequest {
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  path: string;
  /** The client closed the connection before the answer ended. */
  aborted: boolean;
}

export interface FakeChatModel {
  /** The API base (…/v1), as LLM_BASE_URL would be. */
  baseUrl: string;
  requests: SeenRequest[];
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

export async function startFakeChatModel(initial: FakeBehaviour = { kind: 'stream', pieces: ['Hello', ' world'] }): Promise<FakeChatModel> {
  let behaviour = initial;
  const requests: SeenRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const seen: SeenRequest = { headers: req.headers, body: JSON.parse(raw || '{}') as SeenRequest['body'], path: req.url ?? '', aborted: false };
      requests.push(seen);
      open.add(res);
      res.on('close', () => {
        open.delete(res);
        if (!res.writableFinished) seen.aborted = true;
      });
      void answer(res, behaviour);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => (behaviour = next),
    close: async () => {
      for (const res of open) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;

async function answer(res: ServerResponse, behaviour: FakeBehaviour): Promise<void> {
  if (behaviour.kind === 'error') {
    res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(behaviour.body);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  if (behaviour.kind === 'garbage') {
    res.end('data: {"choices": [{"delta": {"content": "Hal\n\n');
    return;
  }
  for (const piece of behaviour.pieces ?? []) {
    if (res.destroyed) return;
    res.write(chunk(piece));
    if (behaviour.kind === 'stream' && behaviour.gapMs) await new Promise((resolve) => setTimeout(resolve, behaviour.gapMs));
  }
  if (behaviour.kind === 'stall') return; // silence, until the client gives up
  if (behaviour.done === false) {
    res.end();
    return;
  }
  res.write(chunk('', 'stop'));
  res.end('data: [DONE]\n\n');
}
