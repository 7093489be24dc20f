// What the writes rely on from a transaction, on either database (PGlite; PostgreSQL in its pass, where
// BEGIN is sent beside the first statement, server/db/pipelined-transaction.ts): statements sent without
// waiting run in the order sent, inside the transaction; a failure undoes them all; a nested transaction
// (a savepoint) undoes only its own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/sql-rows';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const cursorsOf = async (ownerSub: string) =>
  (await database.db.query<{ seq: string | number }>('SELECT seq FROM sync_cursors WHERE owner_sub = $1', [ownerSub])).map((row) => Number(row.seq));

describe('a transaction', () => {
  it('runs statements sent without waiting in the order sent, and commits them', async () => {
    const owner = randomUUID();
    const seen = await database.db.orm.transaction(async (tx) => {
      const inserted = tx.execute(sql`INSERT INTO sync_cursors (owner_sub, seq) VALUES (${owner}, 1)`).then(() => undefined);
      const raised = tx.execute(sql`UPDATE sync_cursors SET seq = seq * 10 WHERE owner_sub = ${owner}`).then(() => undefined);
      const read = rowsOf<{ seq: string | number }>(tx, sql`SELECT seq FROM sync_cursors WHERE owner_sub = ${owner}`);
      await Promise.all([inserted, raised]);
      return (await read).map((row) => Number(row.seq));
    });
    expect(seen).toEqual([10]);
    expect(await cursorsOf(owner)).toEqual([10]);
  });

  it('undoes every statement, awaited or not, when it fails', async () => {
    const owner = randomUUID();
    const failure = database.db.orm.transaction(async (tx) => {
      void tx.execute(sql`INSERT INTO sync_cursors (owner_sub) VALUES (${owner})`).then(() => undefined);
      await tx.execute(sql`UPDATE sync_cursors SET seq = 5 WHERE owner_sub = ${owner}`);
      throw new Error('refused');
    });
    await expect(failure).rejects.toThrow('refused');
    expect(await cursorsOf(owner)).toEqual([]);
  });

  it('undoes only a failed nested transaction’s own writes', async () => {
    const owner = randomUUID();
    await database.db.orm.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO sync_cursors (owner_sub, seq) VALUES (${owner}, 1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`UPDATE sync_cursors SET seq = 2 WHERE owner_sub = ${owner}`);
          throw new Error('inner refused');
        })
        .catch(() => {});
      await tx.transaction(async (inner) => {
        await inner.execute(sql`UPDATE sync_cursors SET seq = seq + 2 WHERE owner_sub = ${owner}`);
      });
    });
    expect(await cursorsOf(owner)).toEqual([3]);
  });
});
