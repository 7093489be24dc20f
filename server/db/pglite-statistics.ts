// PGlite runs no autovacuum, so without this its tables would never be analysed and the planner would guess
// every row count from a default selectivity. It then reads a keyset page of a student who holds most of a
// table by gathering all their rows and sorting them (a 500-record page of a student with 10,000 costs all
// 10,000, on the one thread every request shares) instead of reading the owner's index in order. This does
// the analysing autovacuum would: a table changed by more than PostgreSQL's default threshold since it was
// last analysed (50 rows plus 10 % of the table) is analysed, at start and then every minute. PostgreSQL
// itself needs none of it. ANALYZE reads a bounded sample (30,000 rows a table), so a pass stays short.
import type { Database } from './database';

const CHECK_EVERY_MS = 60 * 1000;

/** Analyses the tables changed enough since their last analysis; answers their names. */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  // The change counts are flushed to the statistics views at most once a second; without this, writes
  // made just before would be missed until the next pass.
  await db.query('SELECT pg_stat_force_next_flush()');
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
      WHERE n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`,
  );
  for (const { name } of tables) await db.exec(`ANALYZE ${name}`);
  return tables.map(({ name }) => name);
}

/** On PGlite, analyses changed tables now and every minute; the answer stops it. Nothing on PostgreSQL. */
export async function keepPgliteStatistics(db: Database, onError: (error: unknown) => void, everyMs = CHECK_EVERY_MS): Promise<() => void> {
  if (db.kind !== 'pglite') return () => {};
  await analyzeChangedTables(db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeChangedTables(db)
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
