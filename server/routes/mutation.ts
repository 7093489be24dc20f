// Runs a route's change in one transaction and, when the request carries an Idempotency-Key, makes it
// exactly-once: the answer is recorded with the change, and a retry gets that answer back untouched.
//
// A route's work returns its success answer and refuses by throwing an ApiError. A refusal rolls back
// whatever the work did, then (if it is a 4xx) is recorded on its own: it changed nothing, so recording it
// separately cannot double-apply anything. 5xx answers are never recorded, so a retry gets a fresh try.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/api-error';
import { claimKey, recordAnswer, type IdempotentRequest, type StoredAnswer } from '../services/idempotency-service';

export interface Answer<T> extends StoredAnswer {
  body: T;
}

export const ok = <T>(body: T): Answer<T> => ({ status: 200, body });
export const created = <T>(body: T): Answer<T> => ({ status: 201, body });
export const noContent = (): Answer<null> => ({ status: 204, body: null });

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Marks an answer replayed from the idempotency store (for logs and for debugging clients). */
export const REPLAYED_HEADER = 'idempotent-replayed';

type Work = (tx: Executor) => Promise<StoredAnswer>;
interface Outcome {
  answer: StoredAnswer;
  replayed: boolean;
}

/** The same key sent with another request: a client bug that no replay could answer correctly. */
class KeyReusedError extends ApiError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request.');
  }
}

export async function sendMutation<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Executor) => Promise<Answer<T>>,
): Promise<FastifyReply> {
  const idempotent = idempotentRequest(request);
  const outcome: Outcome = idempotent
    ? await runOnce(db, idempotent, work)
    : { answer: await db.orm.transaction((tx) => work(tx)), replayed: false };
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}

async function runOnce(db: Database, request: IdempotentRequest, work: Work): Promise<Outcome> {
  try {
    return await db.orm.transaction(async (tx) => {
      const previous = await previousOutcome(tx, request);
      if (previous) return previous;
      const answer = await work(tx);
      await recordAnswer(tx, request, answer);
      return { answer, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof KeyReusedError || error.status >= 500) throw error;
    const refusal: StoredAnswer = { status: error.status, body: error.body };
    return db.orm.transaction(async (tx) => {
      // A concurrent retry may have answered the key meanwhile: then its answer is the answer.
      const previous = await previousOutcome(tx, request);
      if (previous) return previous;
      await recordAnswer(tx, request, refusal);
      return { answer: refusal, replayed: false };
    });
  }
}

/** Claims the key, or returns the answer already given to it. */
async function previousOutcome(tx: Executor, request: IdempotentRequest): Promise<Outcome | undefined> {
  const claim = await claimKey(tx, request);
  if (claim.state === 'reused-for-another-request') throw new KeyReusedError();
  return claim.state === 'answered' ? { answer: claim.answer, replayed: true } : undefined;
}

function idempotentRequest(request: FastifyRequest): IdempotentRequest | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key === '') return undefined;
  return {
    ownerSub: currentUser(request).sub,
    key,
    method: request.method,
    path: request.url,
    fingerprint: createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('base64url'),
  };
}
