// A per-user budget for one costly route (a fetch on the student's behalf, a language model's work), on top
// of the API's general per-user budget: counted after authentication so it follows the user, in the store
// the API registered @fastify/rate-limit with (the database), so every process counts together.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { currentUser } from '../auth/authenticate';
import { ApiError } from './api-error';

/** Needs @fastify/rate-limit registered on `app`; `scope` keeps this budget apart from the others. */
export function limitPerUser(app: FastifyInstance, requestsPerMinute: number, scope: string, what: string): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: requestsPerMinute, timeWindow: 60_000, keyGenerator: (request) => `${scope}:${currentUser(request).sub}` });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new ApiError(429, `You have ${what} ${requestsPerMinute} times in the last minute. Try again in ${seconds} seconds.`, undefined, {
      'retry-after': String(seconds),
    });
  };
}
