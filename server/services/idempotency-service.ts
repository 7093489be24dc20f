// The idempotency store: the first answer to each (owner, Idempotency-Key) is kept for 30 days and
// replayed to any retry. That long because a device can sit offline for weeks with a change whose
// answer it never received. A key is claimed inside the same transaction as the change it guards, so the
// change and its recorded answer commit together, and a concurrent retry waits for that commit (the
// primary key makes its insert block) and then replays the answer instead of applying the change twice.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { idempotencyKeys } from '../db/schema/idempotency-keys';

export interface IdempotentRequest {
  ownerSub: string;
  key: string;
  method: string;
  path: string;
  /** Digest of the request body: the same key with a different body is a client bug, not a retry. */
  fingerprint: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type KeyClaim =
  | { state: 'claimed' }
  | { state: 'answered'; answer: StoredAnswer }
  | { state: 'reused-for-another-request' };

const EXPIRED = sql`now() - interval '30 days'`;

/** Claims the key for this transaction, or reports the answer a previous request with it already got. */
export async function claimKey(tx: Executor, request: IdempotentRequest): Promise<KeyClaim> {
  const mine = and(eq(idempotencyKeys.ownerSub, request.ownerSub), eq(idempotencyKeys.key, request.key));
  // Expiry is lazy: each claim clears this owner's stale keys (a primary-key range), no sweeper needed.
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.ownerSub, request.ownerSub), lt(idempotencyKeys.createdAt, EXPIRED)));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ownerSub: request.ownerSub, key: request.key, method: request.method, path: request.path, fingerprint: request.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { state: 'claimed' };

  const [stored] = await tx.select().from(idempotencyKeys).where(mine);
  // Unclaimed rows (status NULL) are never visible outside their own transaction.
  if (!stored || stored.status === null) throw new Error('idempotency key neither claimable nor answered');
  if (stored.method !== request.method || stored.path !== request.path || stored.fingerprint !== request.fingerprint) {
    return { state: 'reused-for-another-request' };
  }
  return { state: 'answered', answer: { status: stored.status, body: stored.body } };
}

/** Records the answer to a claimed key; commits with the transaction that claimed it. */
export async function recordAnswer(tx: Executor, request: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body ?? null })
    .where(and(eq(idempotencyKeys.ownerSub, request.ownerSub), eq(idempotencyKeys.key, request.key)));
}
