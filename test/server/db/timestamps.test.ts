// A timestamptz comes back as the instant stored, on either database and every path (Drizzle's query
// builder, inside a transaction, raw SQL), in years 1–99 too, which `new Date` on PostgreSQL's text read as
// two-digit years (0001-06-15 → 2015-01-06, 0049 → 2049, 0050 → 1950), and in any session time zone.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostgresTimestamp } from '../../../server/db/postgres-timestamp';
import { announcements } from '../../../server/db/schema/announcements';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const INSTANTS = [
  '0001-01-01T00:00:00.000Z',
  '0001-06-15T12:00:00.000Z',
  '0049-03-01T00:00:00.000Z',
  '0050-03-01T00:00:00.000Z',
  '0099-12-31T23:59:59.999Z',
  '0100-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59.001Z',
  '2024-02-29T12:34:56.789Z',
  '9999-12-31T23:59:59.999Z',
];

describe('a timestamptz read back', () => {
  it('through the query builder, alone and in a transaction, is the instant written', async () => {
    const rows = await database.db.orm
      .insert(announcements)
      .values(INSTANTS.map((instant) => ({ title: instant, body: '', publishedAt: new Date(instant) })))
      .returning();
    expect(rows.map((row) => [row.title, row.publishedAt.toISOString()])).toEqual(INSTANTS.map((instant) => [instant, instant]));
    const read = await database.db.orm.select().from(announcements).where(inArray(announcements.title, INSTANTS));
    expect(read.map((row) => row.publishedAt.toISOString()).sort()).toEqual([...INSTANTS].sort());
    const inTransaction = await database.db.orm.transaction((tx) => tx.select().from(announcements).where(eq(announcements.title, INSTANTS[1]!)));
    expect(inTransaction[0]!.publishedAt.toISOString()).toBe(INSTANTS[1]);
  });

  it.each(['UTC', 'Europe/Amsterdam', 'Asia/Kolkata', 'America/New_York'])('in raw SQL, with the session in %s, is the instant written', async (zone) => {
    // Zones with a local mean time before railway time write years 1–99 with an offset in seconds (+00:17:30).
    const read = await database.db.withConnection(async (connection) => {
      await connection.exec(`SET TIME ZONE '${zone}'`);
      try {
        const columns = INSTANTS.map((_, index) => `$${index + 1}::timestamptz AS at${index}`).join(', ');
        const [row] = await connection.query<Record<string, Date | string>>(`SELECT ${columns}`, INSTANTS);
        return INSTANTS.map((_, index) => row![`at${index}`]!);
      } finally {
        await connection.exec('RESET TIME ZONE');
      }
    });
    expect(read.map((at) => new Date(at).toISOString())).toEqual(INSTANTS);
  });
});

describe("PostgreSQL's text", () => {
  it.each([
    ['0049-03-01 00:00:00+00', '0049-03-01T00:00:00.000Z'],
    ['0001-06-15 12:17:30.123456+00:17:30', '0001-06-15T12:00:00.123Z'],
    ['0001-06-15 07:03:58.9-04:56:02', '0001-06-15T12:00:00.900Z'],
    ['2024-06-15 17:30:00+05:30', '2024-06-15T12:00:00.000Z'],
    // 1 BC is ISO year 0; New York's local mean time moves it into year 1.
    ['0001-12-31 19:03:58-04:56:02 BC', '0001-01-01T00:00:00.000Z'],
  ])('%s is %s', (text, instant) => {
    expect(parsePostgresTimestamp(text).toISOString()).toBe(instant);
  });

  it('that names no instant gives an invalid date', () => {
    expect(parsePostgresTimestamp('infinity').getTime()).toBeNaN();
  });
});
