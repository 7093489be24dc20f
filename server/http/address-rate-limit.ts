// A per-address request budget checked before anything else, the token included: requests with a missing
// or forged token are never tied to a user, so without this a flood of them would cost a signature check
// each, unbounded. Generous, because a whole campus can share one address; the per-user budget (after
// authentication) is the one that stops a runaway client.
//
// Counts live in this process's memory (@fastify/rate-limit's local store): several processes each count
// on their own, which loosens the limit by their number. DESIGN §4 wants shared counters in the database.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './api-error';

/** Needs @fastify/rate-limit registered on `app` (it provides createRateLimit). */
export function limitPerAddress(app: FastifyInstance, requestsPerMinute: number): onRequestAsyncHookHandler {
  const check = app.createRateLimit({ max: requestsPerMinute, timeWindow: 60_000, keyGenerator: (request) => `address:${request.ip}` });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new ApiError(429, `Too many requests from your network. Try again in ${seconds} seconds.`, undefined, { 'retry-after': String(seconds) });
  };
}
