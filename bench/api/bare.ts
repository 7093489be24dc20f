// The reference the API bench compares with: a bare Fastify instance on the same database handle, running
// the same bookmark queries with nothing around them (no token check, budgets, transaction, change log,
// idempotency record, schemas or hooks); the owner comes from an x-owner header.
// `layers` adds the real server's pieces back one at a time, in the order a request meets them, so the
// bench can say where the time goes when the real routes fall short of their goal.
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { createBookmark, createInOneTrip, listBookmarks, updateBookmark, updateInOneTrip } from '../../server/bookmarks/bookmark-service';
import type { Database } from '../../server/db/database';
import type { Executor } from '../../server/db/executor';
import { bookmarks, type BookmarkRow } from '../../server/db/schema/bookmarks';
import { hitCounter } from '../../server/db/shared-counters';
import { CounterLeases } from '../../server/http/counter-leases';
import { idempotentRequest } from '../../server/sync/mutation';
import { runExactlyOnce } from '../../server/sync/exactly-once';
import { writeInOneTrip, type OneTripWrite } from '../../server/sync/one-trip';
import { AUTH, UNLIMITED, type Keys } from './setup';

export const LAYERS = ['address', 'token', 'user', 'transaction', 'idempotency'] as const;
export type Layer = (typeof LAYERS)[number];

export const LAYER_NAMES: Record<Layer, string> = {
  address: '+ per-address budget (one counter row for all, claimed in blocks)',
  token: '+ access token verified (RS256; a token that passed is remembered until it expires)',
  user: '+ per-user budget (a counter row per user, claimed in blocks)',
  transaction: '+ transaction, record cap, version lock, change log',
  idempotency: '+ Idempotency-Key: answer recorded (with the change log; one statement, as the real routes write)',
};

interface Body {
  title: string;
  url?: string;
}

export async function startBareApp(db: Database, keys: Keys, layers: Layer[] = []): Promise<{ app: FastifyInstance; origin: string }> {
  const has = new Set(layers);
  const verify = createTokenVerifier({ ...AUTH, jwks: keys.jwks });
  const app = Fastify({ logger: false });
  const leases = new CounterLeases((key, hits, windowMs) => hitCounter(db, { scope: 'api', windowMs }, key, hits));

  app.addHook('onRequest', async (request) => {
    const owner = String(request.headers['x-owner']);
    // The same counting and keys as the real budgets (server/http/database-rate-limit-store.ts, api-routes.ts),
    // with the budgets lifted as the bench lifts them.
    if (has.has('address')) await leases.hit(`address:${request.ip}`, 60_000, UNLIMITED);
    request.user = has.has('token') ? await verify(String(request.headers.authorization).slice('Bearer '.length)) : { sub: owner };
    if (has.has('user')) await leases.hit(`user:${request.user.sub}`, 60_000, UNLIMITED);
  });
  const owner = (request: FastifyRequest) => request.user!.sub;
  /**
   * The write alone, or inside the real server's transaction when layered; with an Idempotency-Key, as the
   * real routes write it: one statement (server/sync/one-trip.ts), the transaction for what that leaves.
   */
  const write = async (request: FastifyRequest, plain: () => Promise<unknown>, full: (tx: Executor) => Promise<unknown>, oneStatement: () => OneTripWrite) => {
    if (!has.has('transaction')) return plain();
    const keyed = has.has('idempotency') ? idempotentRequest(request) : undefined;
    const quick = keyed && (await writeInOneTrip(db, keyed, oneStatement()));
    if (quick) return quick.body;
    const outcome = await runExactlyOnce(db, keyed, async (tx) => ({ status: 200, body: await full(tx) }));
    return outcome.answer.body;
  };

  app.get('/api/bookmarks/', async (request) => {
    const { results, count } = await listBookmarks(db.orm, owner(request), { limit: 100 });
    return { count, next: null, previous: null, results };
  });

  app.post('/api/bookmarks/', async (request, reply) => {
    const { title, url = '' } = request.body as Body;
    const record = await write(
      request,
      async () =>
        shape(
          (
            await db.orm
              .insert(bookmarks)
              .values({ ownerSub: owner(request), title, url })
              .returning()
          )[0]!,
        ),
      async (tx) => (await createBookmark(tx, owner(request), { title, url })).record,
      () => createInOneTrip(owner(request), { title, url }),
    );
    return reply.code(201).send(record);
  });

  app.patch('/api/bookmarks/:id/', async (request, reply) => {
    const { id } = request.params as { id: string };
    const expected = Number(/\d+/.exec(String(request.headers['if-match']))?.[0]);
    const { title } = request.body as Body;
    const record = await write(
      request,
      async () => {
        const [row] = await db.orm
          .update(bookmarks)
          .set({ title, version: sql`${bookmarks.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(bookmarks.id, id), eq(bookmarks.ownerSub, owner(request)), eq(bookmarks.version, expected)))
          .returning();
        return row && shape(row);
      },
      (tx) => updateBookmark(tx, owner(request), id, { title }, expected),
      () => updateInOneTrip(owner(request), id, { title }, expected),
    );
    return record ? reply.send(record) : reply.code(412).send({ detail: 'stale' });
  });

  return { app, origin: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

function shape(row: BookmarkRow) {
  const { ownerSub: _owner, createdAt, updatedAt, ...rest } = row;
  return { ...rest, created_at: createdAt.toISOString(), updated_at: updatedAt.toISOString() };
}
