// Applies server/db/migrations/*.sql in file-name order, each once, each in its own transaction.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection, Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant: serialises concurrent API processes migrating one PostgreSQL database.
const MIGRATION_LOCK_ID = 4242_2026;

export interface MigrateOptions {
  /** Stop after this file: tests of a later migration start from the schema that preceded it. */
  through?: string;
}

/** Returns the files applied now. */
export function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  // One connection throughout: each file runs in BEGIN…COMMIT and the advisory lock belongs to a session.
  return database.withConnection((db) => migrateOn(db, database.kind === 'postgres', options.through));
}

async function migrateOn(db: Connection, isPostgres: boolean, through: string | undefined): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql') && (through === undefined || f <= through))
    .sort();
  if (isPostgres) await db.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      const escaped = file.replace(/'/g, "''");
      await db.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`);
      applied.push(file);
    }
    return applied;
  } finally {
    if (isPostgres) await db.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  }
}
