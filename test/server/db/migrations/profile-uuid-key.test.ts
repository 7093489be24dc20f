// 0003_profile_uuid_key.sql: profiles keyed by a UUID, over a database that already holds profiles
// keyed by owner_sub (0001), without losing a row or breaking the one-profile-per-user upsert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { readProfile, updateProfile } from '../../../../server/profile/profile-service';
import { openTestDatabase, type TestDatabase } from '../../support/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
let applied: string[];

beforeAll(async () => {
  // The schema as shipped before this migration, with users who already have profiles.
  database = await openTestDatabase({ through: '0002_identity.sql' });
  await database.db.query(
    `INSERT INTO profiles (owner_sub, first_name, degree, is_onboarded)
     VALUES ('auth0|ada', 'Ada', 'BS Mathematics', true), ('auth0|grace', 'Grace', '', false)`,
  );
  applied = await migrate(database.db);
});
afterAll(() => database?.close());

const idsOf = async () => database.db.query<{ owner_sub: string; id: string }>('SELECT owner_sub, id::text AS id FROM profiles ORDER BY owner_sub');

describe('0003_profile_uuid_key.sql over existing profiles', () => {
  it('runs on the old schema', () => {
    expect(applied).toContain('0003_profile_uuid_key.sql');
  });

  it('gives every existing profile its own UUID, which is now the primary key', async () => {
    const rows = await idsOf();
    expect(rows.map((row) => row.owner_sub)).toEqual(['auth0|ada', 'auth0|grace']);
    for (const { id } of rows) expect(id).toMatch(UUID);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    const [key] = await database.db.query<{ columns: string }>(
      `SELECT string_agg(a.attname, ',') AS columns FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = 'profiles'::regclass AND i.indisprimary`,
    );
    expect(key?.columns).toBe('id');
  });

  it('keeps the profiles as they were, one per user', async () => {
    expect(await readProfile(database.db.orm, 'auth0|ada')).toMatchObject({ first_name: 'Ada', degree: 'BS Mathematics', is_onboarded: true });
    await expect(database.db.query(`INSERT INTO profiles (owner_sub) VALUES ('auth0|ada')`)).rejects.toThrow();
  });

  it('keeps the upsert on owner_sub working, without changing anyone’s id', async () => {
    const before = await idsOf();
    expect(await updateProfile(database.db.orm, 'auth0|grace', { degree: 'BS Computer Science' })).toMatchObject({
      first_name: 'Grace',
      degree: 'BS Computer Science',
    });
    expect(await idsOf()).toEqual(before);
  });

  it('keys a profile created afterwards by a new UUID too', async () => {
    await updateProfile(database.db.orm, 'auth0|katherine', { first_name: 'Katherine' });
    const rows = await idsOf();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.owner_sub === 'auth0|katherine')?.id).toMatch(UUID);
    expect(await readProfile(database.db.orm, 'auth0|katherine')).not.toHaveProperty('id');
  });
});
