// What the server really holds, read with SQL (no paging, no faults), and ways to prepare it fast.
import type { TestServer } from '../../test/data/support/test-server';

/** Whatever runs SQL on the server's database: the in-process test server, or one in its own thread. */
export type SqlServer = Pick<TestServer, 'sql'>;

interface BookmarkRow {
  id: string;
  title: string;
  url: string;
  description: string;
  version: number;
}

const rows = (server: SqlServer, sub: string) =>
  server.sql('SELECT id, title, url, description, version FROM bookmarks WHERE owner_sub = $1', [sub]) as Promise<BookmarkRow[]>;

/** Sorted "title|url|description" lines: compares users whose ids differ. */
export async function serverContents(server: SqlServer, sub: string): Promise<string[]> {
  return (await rows(server, sub)).map((r) => `${r.title}|${r.url}|${r.description}`).sort();
}

/** id → "title|url|description|version", as localState() gives a device's copy. */
export async function serverState(server: SqlServer, sub: string): Promise<Map<string, string>> {
  return new Map((await rows(server, sub)).map((r) => [r.id, `${r.title}|${r.url}|${r.description}|${r.version}`]));
}

export async function serverCount(server: SqlServer, sub: string): Promise<number> {
  const [row] = (await server.sql('SELECT count(*)::int AS n FROM bookmarks WHERE owner_sub = $1', [sub])) as { n: number }[];
  return row!.n;
}

/** The differences between two id → value maps, as "id: a ≠ b" lines (empty when they agree). */
export function differences(expected: Map<string, string>, actual: Map<string, string>): string[] {
  const ids = new Set([...expected.keys(), ...actual.keys()]);
  return [...ids].filter((id) => expected.get(id) !== actual.get(id)).map((id) => `${id}: ${expected.get(id)} ≠ ${actual.get(id)}`);
}

/**
 * `count` bookmarks for `sub`, straight into the tables, with their change-log rows (one position
 * each, oldest first) and the user's cursor row: what that many creates through the API leave behind.
 */
export async function seedBookmarks(server: SqlServer, sub: string, count: number): Promise<void> {
  await server.sql(
    `INSERT INTO bookmarks (owner_sub, title, url, description, created_at, updated_at)
     SELECT $1, 'Seeded link ' || i, 'https://seed' || i || '.example/', 'Seeded note ' || i,
            now() - make_interval(secs => $2 - i), now() - make_interval(secs => $2 - i)
     FROM generate_series(1, $2::int) AS i`,
    [sub, count],
  );
  await server.sql(
    `INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version, changed_at)
     SELECT owner_sub, 'bookmarks', id, row_number() OVER (ORDER BY created_at, id), version, updated_at
     FROM bookmarks WHERE owner_sub = $1`,
    [sub],
  );
  await server.sql(
    `INSERT INTO sync_cursors (owner_sub, seq) SELECT $1, count(*) FROM sync_changes WHERE owner_sub = $1
     ON CONFLICT (owner_sub) DO UPDATE SET seq = excluded.seq`,
    [sub],
  );
}

export const POISON = 'POISON';
