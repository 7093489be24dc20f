// A per-address request budget checked before anything else, the token included: requests with a missing
// or forged token are never tied to a user, so without this a flood of them would cost a signature check
// each, unbounded. Generous, because a whole campus can share one address; the per-user budget (after
// authentication) is the one that stops a runaway client.
//
// Counts live in the database (the API registers @fastify/rate-limit with database-rate-limit-store.ts), so
// every process serving it counts together.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './api-error';

/** Needs @fastify/rate-limit registered on `app` (it provides createRateLimit). */
/** `scope` gives a route its own budget, counted apart from the API's. */
export function limitPerAddress(app: FastifyInstance, requestsPerMinute: number, scope = 'address'): onRequestAsyncHookHandler {
  // Counted in the store the API registered @fastify/rate-limit with (the database): the scope in the key
  // keeps this budget apart from the others.
  const check = app.createRateLimit({ max: requestsPerMinute, timeWindow: 60_000, keyGenerator: (request) => `${scope}:${request.ip}` });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new ApiError(429, `Too many requests from your network. Try again in ${seconds} seconds.`, undefined, { 'retry-after': String(seconds) });
  };
}
