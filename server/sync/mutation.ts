// A route's change, answered over HTTP: run exactly once (server/services/exactly-once.ts) with the
// request's Idempotency-Key, if any, and sent with a header that marks a replayed answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { canonicalPath, fingerprintOf, runExactlyOnce } from './exactly-once';
import type { IdempotentRequest, StoredAnswer } from './idempotency-service';

export interface Answer<T> extends StoredAnswer {
  body: T;
}

export const ok = <T>(body: T): Answer<T> => ({ status: 200, body });
export const created = <T>(body: T): Answer<T> => ({ status: 201, body });
export const noContent = (): Answer<null> => ({ status: 204, body: null });

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Marks an answer replayed from the idempotency store (for logs and for debugging clients). */
export const REPLAYED_HEADER = 'idempotent-replayed';

export async function sendMutation<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Executor) => Promise<Answer<T>>,
): Promise<FastifyReply> {
  const outcome = await runExactlyOnce(db, idempotentRequest(request), work);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}

export function idempotentRequest(request: FastifyRequest): IdempotentRequest | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key === '') return undefined;
  return {
    ownerSub: currentUser(request).sub,
    key,
    method: request.method,
    path: canonicalPath(request.url),
    fingerprint: fingerprintOf(request.body),
  };
}
