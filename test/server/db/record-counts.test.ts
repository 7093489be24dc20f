// The counts the caps read (record_counts, kept by triggers: migration 0021), on either database: rows
// inserted or deleted many at once count once per user, whoever writes them, and a truncated table's
// counts are forgotten. A count that drifted would let a user past a cap, or refuse them below it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const countOf = async (ownerSub: string) =>
  (await database.db.query<{ n: number }>(`SELECT n FROM record_counts WHERE owner_sub = $1 AND kind = 'bookmarks'`, [ownerSub])).map((row) => row.n);

const insertLinks = (ownerSub: string, how: number) =>
  database.db.query(`INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'Link ' || n, 'https://example.com/' || n FROM generate_series(1, $2::int) AS n`, [
    ownerSub,
    how,
  ]);

describe('record counts', () => {
  it('follow inserts and deletes of many rows at once, per user', async () => {
    const [ada, bo] = [randomUUID(), randomUUID()];
    await insertLinks(ada, 5);
    await insertLinks(bo, 2);
    await database.db.query(`INSERT INTO bookmarks (owner_sub, title, url) VALUES ($1, 'one', ''), ($2, 'two', '')`, [ada, bo]);
    expect([await countOf(ada), await countOf(bo)]).toEqual([[6], [3]]);

    await database.db.query(`DELETE FROM bookmarks WHERE owner_sub = $1 AND title LIKE 'Link %'`, [ada]);
    await database.db.query(`DELETE FROM bookmarks WHERE owner_sub = $1 AND title = 'nothing like it'`, [bo]);
    expect([await countOf(ada), await countOf(bo)]).toEqual([[1], [3]]);
  });

  it('are forgotten with a truncated table', async () => {
    const owner = randomUUID();
    await insertLinks(owner, 3);
    await database.db.exec('TRUNCATE bookmarks CASCADE');
    expect(await countOf(owner)).toEqual([]);
    await insertLinks(owner, 1);
    expect(await countOf(owner)).toEqual([1]);
  });
});
