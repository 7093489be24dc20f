// Serves the built app (dist/) with single-page-app navigation: a GET for a public page gets the HTML the build
// prerendered for it; any other path that is not the API and not a file gets index.html (the empty app shell),
// and the client router takes it from there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './api-error';
import { prerenderedPages } from './prerendered-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else is revalidated on each use: index.html and sw.js must never be stale (they decide which
// hashed assets load), and unhashed files are small and cheap to revalidate with their ETag.
const REVALIDATE = 'no-cache';

export async function registerStaticApp(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(path.join(root, 'index.html'));
  const prerenderedPageFor = prerenderedPages(root);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // The build writes .br and .gz copies of its text files (scripts/vite/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        // Vite content-hashes every file under assets/, so a name is never reused for other bytes.
        const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
        response.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
    // `/` is a page like the others: its prerendered HTML, not the empty shell that index.html is.
    // Not part of the API: kept out of the OpenAPI document.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile(prerenderedPageFor('/') ?? 'index.html'));
    // A file's body depends on Accept-Encoding (preCompressed): caches between us and the browser must know.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApi(request)) {
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      }
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && isAppNavigation(request)) return reply.sendFile(prerenderedPageFor(pathname(request)) ?? 'index.html');
    return notFound(reply, built || isApi(request) ? 'Not found.' : 'The app is not built yet: run `npm run build`.');
  });
}

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApi(request)) return false;
  // A missing /assets/x.js or /robots.txt must be a 404, not HTML the browser would try to run or parse.
  const lastSegment = pathname(request).split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

function isApi(request: FastifyRequest): boolean {
  const path = pathname(request);
  return path === '/api' || path.startsWith('/api/');
}

function pathname(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function notFound(reply: FastifyReply, detail: string) {
  return reply.code(404).send({ detail } satisfies ErrorBody);
}
