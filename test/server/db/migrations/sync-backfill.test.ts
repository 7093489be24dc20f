// 0004_sync.sql over a database that already holds bookmarks and profiles: every record gets version 1 and
// enters the change feed, and the next write of its owner takes a position after them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookmark } from '../../../../server/bookmarks/bookmark-service';
import { migrate } from '../../../../server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ through: '0003_profile_uuid_key.sql' });
  await database.db.query(`INSERT INTO profiles (owner_sub, first_name) VALUES ('auth0|ada', 'Ada'), ('auth0|grace', 'Grace')`);
  await database.db.query(
    `INSERT INTO bookmarks (owner_sub, title, url, updated_at) VALUES
       ('auth0|ada', 'Old', 'https://example.com', now() - interval '2 days'),
       ('auth0|ada', 'Newer', 'https://example.com', now() - interval '1 day')`,
  );
  await migrate(database.db);
});
afterAll(() => database?.close());

describe('0004_sync.sql over existing records', () => {
  it('gives every record version 1', async () => {
    expect(await database.db.query('SELECT DISTINCT version FROM bookmarks UNION SELECT DISTINCT version FROM profiles')).toEqual([{ version: 1 }]);
  });

  it('puts every record in its owner’s feed, oldest change first, each owner numbered from 1', async () => {
    const rows = await database.db.query<{ owner_sub: string; entity: string; seq: string }>(
      `SELECT c.owner_sub, c.entity, c.seq::text AS seq FROM sync_changes c ORDER BY c.owner_sub, c.seq`,
    );
    expect(rows).toEqual([
      { owner_sub: 'auth0|ada', entity: 'bookmarks', seq: '1' },
      { owner_sub: 'auth0|ada', entity: 'bookmarks', seq: '2' },
      { owner_sub: 'auth0|ada', entity: 'profile', seq: '3' },
      { owner_sub: 'auth0|grace', entity: 'profile', seq: '1' },
    ]);
  });

  it('numbers the next write after the backfilled ones', async () => {
    const { record } = await database.db.orm.transaction((tx) => createBookmark(tx, 'auth0|ada', { title: 'New', url: 'https://example.com' }));
    const [row] = await database.db.query<{ seq: string }>(`SELECT seq::text AS seq FROM sync_changes WHERE record_id = $1`, [record.id]);
    expect(row?.seq).toBe('4');
  });
});
