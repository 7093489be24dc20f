// The API tests never touch the database a developer configured for the app: only TEST_PG_URL,
// which scripts/test-postgres.mjs sets for the PostgreSQL run, points them at a server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from './test-database';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('openTestDatabase', () => {
  it('ignores DATABASE_URL, which may be a developer’s real database', async () => {
    // Nothing listens on port 9: were this URL used, opening would fail.
    vi.stubEnv('DATABASE_URL', 'postgres://me:secret@127.0.0.1:9/my_real_degreemate');
    const database = await openTestDatabase();
    try {
      expect(database.db.kind).toBe(process.env.TEST_PG_URL ? 'postgres' : 'pglite');
      expect(await database.db.query('SELECT count(*)::int AS count FROM profiles')).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
  });
});
