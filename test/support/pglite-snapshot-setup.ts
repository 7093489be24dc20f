// Once per test run: a PGlite database with every migration applied, dumped to a file that each test
// file's database starts from. A fresh PGlite spends about 4 s in initdb; loading the dump takes about 1 s,
// and some 70 test files open a database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

let dir: string | undefined;

export async function setup(project: TestProject) {
  // The PostgreSQL pass (TEST_PG_URL) opens every test database there.
  if (process.env.TEST_PG_URL) return;
  dir = mkdtempSync(path.join(tmpdir(), 'degreemate-pglite-'));
  const db = await openDatabase({ dataDir: dir });
  await migrate(db);
  await db.close();
  // openDatabase keeps PGlite's files in DATA_DIR/pglite; read them back as one dump.
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(path.join(dir, 'pglite'));
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
