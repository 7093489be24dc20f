// A migrated, private database for one test file: in-memory PGlite by default, or (when TEST_PG_URL is set,
// as scripts/test-postgres.mjs does) a fresh schema on that PostgreSQL server, so test files running in
// parallel never share rows. DATABASE_URL is deliberately ignored: it may point at a developer's real data.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate, type MigrateOptions } from '../../../server/db/migrate';
import { reachesPostgres } from '../../support/postgres-test-files';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

export async function openTestDatabase(options: MigrateOptions = {}): Promise<TestDatabase> {
  // Set only by scripts/test-postgres.mjs, never for `npm test` as a whole: its first run must use PGlite.
  const databaseUrl = process.env.TEST_PG_URL || undefined;
  if (!databaseUrl) {
    assertInPostgresPass();
    // A test of one migration must start before it, not from the fully migrated snapshot.
    const db = await openDatabase({ snapshot: options.through ? undefined : migratedSnapshot() });
    await migrate(db, options);
    return { db, close: () => db.close() };
  }

  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  // A startup parameter, so every pooled connection (not just one session) works inside the schema.
  const url = new URL(databaseUrl);
  url.searchParams.set('search_path', schema);
  const db = await openDatabase({ databaseUrl: url.href });
  const close = async () => {
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  };
  try {
    await migrate(db, options);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}

const testRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A file that opens several databases (one per test) is read, with its imports, once.
const filesInPostgresPass = new Set<string>();

/**
 * The PostgreSQL pass reruns only the API test files whose imports reach this module (found by reading them,
 * test/support/postgres-test-files.ts); one that got here some other way (an import built at run time) would
 * pass on PGlite and never run on PostgreSQL, so it fails here instead.
 */
function assertInPostgresPass() {
  const file = process.env.VITEST ? expect.getState().testPath : undefined;
  if (!file || filesInPostgresPass.has(file) || !file.startsWith(path.join(testRoot, 'server') + path.sep)) return;
  if (reachesPostgres(file, testRoot)) return void filesInPostgresPass.add(file);
  throw new Error(
    `${path.relative(path.dirname(testRoot), file)} opens a test database, but the PostgreSQL pass would skip it: import the helper that opens it statically.`,
  );
}

/**
 * The dump test/support/pglite-snapshot-setup.ts made for this run, read once per test file; undefined
 * outside Vitest (the benches in bench/ build on these helpers) or where no run made one.
 */
let snapshot: Blob | undefined;
function migratedSnapshot(): Blob | undefined {
  const file = process.env.VITEST ? inject('pgliteSnapshot') : undefined;
  if (file) snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}
