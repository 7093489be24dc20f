// The counts the caps read (record_counts, kept by triggers: migration 0021), on either database: rows
// inserted or deleted many at once count once per user, whoever writes them (a cascade included), and a
// truncated table's counts are forgotten. A count that drifted would let a user past a cap, or refuse them
// below it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const countOf = async (ownerSub: string, kind = 'bookmarks') =>
  (await database.db.query<{ n: number }>(`SELECT n FROM record_counts WHERE owner_sub = $1 AND kind = $2`, [ownerSub, kind])).map((row) => row.n);

const insertLinks = (ownerSub: string, how: number) =>
  database.db.query(
    `INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'Link ' || n, 'https://example.com/' || n FROM generate_series(1, $2::int) AS n`,
    [ownerSub, how],
  );

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

  it("follow rows deleted with what they belong to (a plan's courses)", async () => {
    const owner = randomUUID();
    const [plan] = await database.db.query<{ id: string }>(`INSERT INTO plans (owner_sub, start_term, start_year) VALUES ($1, 'Fall', 2026) RETURNING id`, [
      owner,
    ]);
    await database.db.query(
      `INSERT INTO plan_courses (owner_sub, plan_id, course_code, term) SELECT $1, $2, 'CS ' || n, 'Fall 2026' FROM generate_series(1, 3) AS n`,
      [owner, plan!.id],
    );
    expect([await countOf(owner, 'plans'), await countOf(owner, 'plan_courses')]).toEqual([[1], [3]]);
    await database.db.query('DELETE FROM plans WHERE id = $1', [plan!.id]);
    expect([await countOf(owner, 'plans'), await countOf(owner, 'plan_courses')]).toEqual([[0], [0]]);
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
