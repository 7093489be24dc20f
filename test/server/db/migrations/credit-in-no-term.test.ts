// 0031_credit_from_elsewhere_in_no_term.sql over plans that hold credit from elsewhere stored the earlier way,
// in the plan's start term and pinned: it moves to no term, unpinned, and each move enters its owner's change
// feed after what was there, so every device pulls it. Courses taken here are left as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../../support/test-database';

let database: TestDatabase;

const ADA_PLAN = '00000000-0000-4000-8000-000000000001';
const GRACE_PLAN = '00000000-0000-4000-8000-000000000002';
const ADA_AP = '00000000-0000-4000-8000-0000000000a1';
const ADA_TRANSFER = '00000000-0000-4000-8000-0000000000a2';
const ADA_TAKEN_HERE = '00000000-0000-4000-8000-0000000000a3';
const GRACE_IB = '00000000-0000-4000-8000-0000000000b1';

beforeAll(async () => {
  database = await openTestDatabase({ through: '0030_plan_course_counts_toward.sql' });
  await database.db.query(
    `INSERT INTO plans (id, owner_sub, start_term, start_year) VALUES ($1, 'auth0|ada', 'Fall', 2024), ($2, 'auth0|grace', 'Spring', 2025)`,
    [ADA_PLAN, GRACE_PLAN],
  );
  await database.db.query(
    `INSERT INTO plan_courses (id, owner_sub, plan_id, course_code, term, status, credit_source, pinned, version) VALUES
       ($1, 'auth0|ada', $5, 'MATH 101', 'Fall 2024', 'taken', 'ap', true, 3),
       ($2, 'auth0|ada', $5, 'Transfer', 'Fall 2024', 'taken', 'transfer', false, 1),
       ($3, 'auth0|ada', $5, 'CS 101', 'Fall 2024', 'taken', NULL, true, 2),
       ($4, 'auth0|grace', $6, 'IB', 'Spring 2025', 'taken', 'ib', false, 1)`,
    [ADA_AP, ADA_TRANSFER, ADA_TAKEN_HERE, GRACE_IB, ADA_PLAN, GRACE_PLAN],
  );
  // Ada's feed already holds seven positions, her AP credit at the third; Grace has never written through the feed.
  await database.db.query(`INSERT INTO sync_cursors (owner_sub, seq) VALUES ('auth0|ada', 7)`);
  await database.db.query(`INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version) VALUES ('auth0|ada', 'plan_courses', $1, 3, 3)`, [ADA_AP]);
  await migrate(database.db);
});
afterAll(() => database?.close());

const course = async (id: string) =>
  (await database.db.query<{ term: string; pinned: boolean; version: number }>('SELECT term, pinned, version FROM plan_courses WHERE id = $1', [id]))[0];

describe('0031_credit_from_elsewhere_in_no_term.sql over credit stored in the start term', () => {
  it('moves credit from elsewhere to no term, unpinned, as a new version', async () => {
    expect(await course(ADA_AP)).toEqual({ term: '', pinned: false, version: 4 });
    expect(await course(ADA_TRANSFER)).toEqual({ term: '', pinned: false, version: 2 });
    expect(await course(GRACE_IB)).toEqual({ term: '', pinned: false, version: 2 });
  });

  it('leaves a course taken here in its term, pinned as it was', async () => {
    expect(await course(ADA_TAKEN_HERE)).toEqual({ term: 'Fall 2024', pinned: true, version: 2 });
  });

  it('puts each move in its owner’s feed after the positions already given, at its new version', async () => {
    const rows = await database.db.query<{ owner_sub: string; record_id: string; seq: string; version: number }>(
      `SELECT owner_sub, record_id::text AS record_id, seq::text AS seq, version FROM sync_changes ORDER BY owner_sub, seq`,
    );
    expect(rows).toEqual([
      { owner_sub: 'auth0|ada', record_id: ADA_AP, seq: '8', version: 4 },
      { owner_sub: 'auth0|ada', record_id: ADA_TRANSFER, seq: '9', version: 2 },
      { owner_sub: 'auth0|grace', record_id: GRACE_IB, seq: '1', version: 2 },
    ]);
    expect(await database.db.query(`SELECT owner_sub, seq::text AS seq FROM sync_cursors ORDER BY owner_sub`)).toEqual([
      { owner_sub: 'auth0|ada', seq: '9' },
      { owner_sub: 'auth0|grace', seq: '1' },
    ]);
  });
});
