// The tail of a keyed write: its change-log entry travels in the statement that records its answer. That
// statement must read the same from one write to the next (only its parameters differ): PostgreSQL then
// reuses its prepared form, where a new text each time would be described and kept anew on every write.
import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTail, takeTail } from '../../../server/db/write-tail';
import { openChangeLog } from '../../../server/sync/change-log';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The text and parameters of the tail a write of one bookmark by this owner leaves, then rolled back. */
async function tailOfOneChange(ownerSub: string): Promise<{ text: string; params: unknown[] }> {
  let tail: { text: string; params: unknown[] } | undefined;
  await database.db.orm
    .transaction(async (tx) => {
      openTail(tx);
      const log = await openChangeLog(tx, ownerSub);
      await log.record({ entity: 'bookmarks', id: randomUUID(), version: 1, deleted: false });
      const query = new PgDialect().sqlToQuery(sql.join(await takeTail(tx), sql`, `));
      tail = { text: query.sql, params: query.params };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!tail) throw error;
    });
  return tail!;
}

describe('a write tail', () => {
  it('renders the same statement text for every write, whoever writes what', async () => {
    const first = await tailOfOneChange('owner-a');
    const second = await tailOfOneChange('owner-b');
    expect(first.text).toContain('INSERT INTO sync_changes');
    expect(second.text).toBe(first.text);
    expect(second.params).not.toEqual(first.params);
  });
});
