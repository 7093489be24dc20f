// A tiny production-like server for one origin whose files can be swapped: serve build A, then build B on
// the same port, as a deploy does. Service workers are per origin, so the update test needs exactly this.
// /config.json and /api/ are forwarded to the real product server so the app starts as it does in production.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticSiteServer {
  url: string;
  /** Serves another build from now on (the "deploy"). */
  setRoot(root: string): void;
  close(): Promise<void>;
}

export async function startStaticSiteServer(root: string, backendUrl: string): Promise<StaticSiteServer> {
  let currentRoot = root;
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const handle = pathname === '/config.json' || pathname.startsWith('/api/') ? forward(req, res, backendUrl) : serveFile(res, currentRoot, pathname);
    handle.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    setRoot: (next) => (currentRoot = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function serveFile(res: ServerResponse, root: string, pathname: string): Promise<void> {
  let file = path.join(root, path.normalize(pathname));
  const found = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
  // Unknown paths get the app shell, as the product server's SPA fallback does.
  if (!found) file = path.join(root, 'index.html');
  const extension = path.extname(file);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    // Hashed assets may be cached; the shell, the manifest and the worker must be revalidated.
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

async function forward(req: IncomingMessage, res: ServerResponse, backendUrl: string): Promise<void> {
  const answer = await fetch(new URL(req.url ?? '/', backendUrl), { method: req.method, headers: { accept: req.headers.accept ?? '*/*' } });
  res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}
