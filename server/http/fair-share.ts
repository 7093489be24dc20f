// Whose request the process works on next when many wait: each signed-in student's turn comes in
// proportion to the time their earlier requests took (fair-queue.ts). For requests that only do database
// work: one that waits on an outside service (a language model, a job board, a calendar feed) would hold
// its slot idle meanwhile, so those stay outside it (the caller says which apply).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { POSTGRES_POOL_SIZE, type Database } from '../db/database';
import { FairQueue } from './fair-queue';
import { isLongLived } from './long-lived';

/**
 * Requests worked on at once. PGlite runs one query at a time in this process, so a few slots only let
 * answers be written out while the next query runs; PostgreSQL works on as many as its pool holds.
 */
export function fairShareSlots(db: Database): number {
  return db.kind === 'postgres' ? POSTGRES_POOL_SIZE : 2;
}

/**
 * Reads take turns; writes do not (a chat message's create waits on the model, and writes are bounded by
 * each student's places and record caps). No signed-in GET waits on an outside service today (the job
 * search is public): one that does must be left out here, or it would hold a slot idle while it waits.
 */
export function readsOnlyTheDatabase(request: FastifyRequest): boolean {
  return request.method === 'GET';
}

/** An onRequest hook after authentication and the per-user places, before any database work. */
export function shareFairlyBetweenUsers(slots: number, applies: (request: FastifyRequest) => boolean): onRequestAsyncHookHandler {
  const queue = new FairQueue({ slots });
  return async (request, reply) => {
    if (!request.user || !applies(request) || isLongLived(request)) return;
    const entering = queue.enter(request.user.sub);
    // Held until the answer is written out or the client has gone, like the per-user places.
    reply.raw.once('close', () => void entering.then((release) => release()));
    await entering;
  };
}
