// Fairness between students: each signed-in user has at most a few requests worked on at once by this
// process, a few more wait their turn, and beyond that the request is refused at once with 429 and
// Retry-After (the app's sync queue waits that long). One student firing many requests (several devices,
// a script paging through everything) then holds only their own few places in the event loop and the
// database pool, and everyone else's requests go by theirs. Per process, by design: it bounds that
// process's own work, needs no shared state, and N processes still bound a user to N times the limit.
import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './api-error';
import { KeyGate, type GateLimit } from './key-gate';
import { isLongLived } from './long-lived';

/** Generous for the app itself: it sends a handful of requests at once when it starts, and pages one at a time. */
const DEFAULT_USER_CONCURRENCY: GateLimit = { inFlight: 2, queued: 16 };

/**
 * A page of more records than a usual list read costs several usual requests (reading, serialising and
 * writing it out): it takes all of the user's places, so one student paging through everything has one
 * such page in progress at a time, beside everyone else's short reads.
 */
const LARGE_PAGE = 100;

function placesFor(query: unknown): number {
  const limit = Number((query as { limit?: unknown } | undefined)?.limit);
  return Number.isFinite(limit) && limit > LARGE_PAGE ? Number.POSITIVE_INFINITY : 1;
}

/** An onRequest hook after authentication, so it follows the user; before any database work. */
export function limitConcurrencyPerUser(limit: GateLimit = DEFAULT_USER_CONCURRENCY): onRequestAsyncHookHandler {
  const gate = new KeyGate(limit);
  return async (request, reply) => {
    if (!request.user || isLongLived(request)) return;
    const entering = gate.enter(request.user.sub, placesFor(request.query));
    if (!entering) {
      throw new ApiError(429, 'Too many requests at once from your account. Try again in a second.', undefined, { 'retry-after': '1' });
    }
    // The place is held until the answer is sent or the client has gone ('close' comes either way), so
    // the work of writing a large answer out counts as this user's too. A client that left while queued
    // gives its place to the next in line as soon as it gets it (its handler still runs, answering no one).
    reply.raw.once('close', () => void entering.then((leave) => leave()));
    await entering;
  };
}
