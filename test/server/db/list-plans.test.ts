// A keyset page must cost its page, not all of the student's records: the database has to read the
// `(owner_sub, created_at, id)` index in order and stop after the page, never gather every row of a
// student who holds most of a table and sort them. That needs the table analysed: PostgreSQL's autovacuum
// does it (here by hand, as it would within a minute); PGlite runs none, and the server's own pass does it.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from '../../../server/db/pglite-statistics';
import { bookmarks } from '../../../server/db/schema/bookmarks';
import { afterCursor, MAX_PAGE, sortKeyText } from '../../../server/sync/list-page';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const HEAVY_RECORDS = 3000;

let database: TestDatabase;
const heavy = `auth0|${randomUUID()}`;
beforeAll(async () => {
  database = await openTestDatabase();
  const insert = `INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'Link ' || n, 'https://example.com/' || n FROM generate_series(1, $2::int) AS n`;
  await database.db.query(insert, [heavy, HEAVY_RECORDS]);
  for (let i = 0; i < 20; i++) await database.db.query(insert, [`auth0|${randomUUID()}`, 20]);
  if (database.db.kind === 'postgres') await database.db.exec('ANALYZE bookmarks');
  else expect(await analyzeChangedTables(database.db)).toContain('public.bookmarks');
});
afterAll(() => database.close());

/** The plan of one page of the heavy student's list, built as the bookmark list builds it. */
async function planOfPage(after?: { at: string; id: string }): Promise<string> {
  const query = database.db.orm
    .select({ row: bookmarks, sortKey: sortKeyText(bookmarks.createdAt) })
    .from(bookmarks)
    .where(and(eq(bookmarks.ownerSub, heavy), afterCursor(bookmarks.createdAt, bookmarks.id, 'desc', after)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(MAX_PAGE + 1)
    .toSQL();
  const rows = await database.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('a page of a student who holds most of the table', () => {
  it('reads the owner’s index in order and sorts nothing, on the first page and after a cursor', async () => {
    const [middle] = await database.db.query<{ at: string; id: string }>(
      `SELECT created_at::text AS at, id::text AS id FROM bookmarks WHERE owner_sub = $1 ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1`,
      [heavy],
    );
    for (const plan of [await planOfPage(), await planOfPage(middle)]) {
      expect(plan).toMatch(/Index Scan using bookmarks_owner_newest_idx/);
      expect(plan).not.toMatch(/Sort|Bitmap/);
    }
  });
});
