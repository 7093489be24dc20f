// One port for the app and a second Node handler (the local identity provider under IDP_PATH). The split
// happens before Fastify sees the request, so the provider keeps its own headers, CORS, body parsing and
// errors exactly as on its own port, and none of the app's hooks (helmet's X-Frame-Options would break
// silent sign-in's iframe) touch its answers.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

export interface MountedHandler {
  /** e.g. `/auth`: starts with '/', no trailing slash. */
  path: string;
  /** Receives `req.url` without the path and `req.originalUrl` with it, as Express and Koa mounts do. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

type MountableRequest = IncomingMessage & { originalUrl?: string };

/** True when `url` (path and query) is `path` itself or lies under it; `/authors` is not under `/auth`. */
export function isUnder(url: string, path: string): boolean {
  if (!url.startsWith(path)) return false;
  const next = url.charAt(path.length);
  return next === '' || next === '/' || next === '?';
}

/** A Fastify `serverFactory`: requests under the mount go to its handler, the rest to Fastify's. */
export function serverWithMount(mount: MountedHandler): (fastifyHandler: RequestListener) => Server {
  return (fastifyHandler) =>
    createServer((req: MountableRequest, res) => {
      const url = req.url ?? '/';
      if (!isUnder(url, mount.path)) return fastifyHandler(req, res);
      const rest = url.slice(mount.path.length);
      req.originalUrl = url;
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      mount.handle(req, res);
    });
}
