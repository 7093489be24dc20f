// A route that keeps its request open for minutes (a live change stream) says `config: { longLived: true }`.
// The per-user places (user-concurrency.ts) are held until a reply closes: such a route would hold one for
// its whole life and starve the student's other requests. The hook lets it by; the route bounds its own
// number of open requests per user instead.
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Held open for long: takes no per-user place; it must bound itself per user. */
    longLived?: boolean;
  }
}

export function isLongLived(request: FastifyRequest): boolean {
  return request.routeOptions.config.longLived === true;
}
