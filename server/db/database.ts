// One database handle for the whole server: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL, so the same migrations and queries run on either.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { drizzleReadingTimestamps, PGLITE_PARSERS, postgresReadingTimestamps } from './driver-timestamps';
import { beginPipelined } from './pipelined-transaction';

export type Row = Record<string, unknown>;

export interface Database {
  /** Drizzle query builder (no relational schema attached). */
  orm: PgDatabase<PgQueryResultHKT>;
  /** Parameterised SQL ($1, $2…) for the few places the query builder is clumsy. */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements separated by semicolons, no parameters (migrations). */
  exec(text: string): Promise<void>;
  /** Runs fn on one dedicated connection: what session state (BEGIN…COMMIT, advisory locks) needs on a pool. */
  withConnection<T>(fn: (connection: Connection) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each notification on `channel` (NOTIFY / pg_notify), from any process on this
   * database; resolves once listening, with a function that stops. PostgreSQL listens on a connection of its
   * own, outside the pool: postgres.js reconnects it and listens again, and `onRelisten` is called then, since
   * notifications sent meanwhile were lost. PGlite is this process alone, and never loses one.
   */
  listen(channel: string, onPayload: (payload: string) => void, onRelisten?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export type Connection = Pick<Database, 'query' | 'exec'>;

/** Connections each API process keeps to PostgreSQL. */
export const POSTGRES_POOL_SIZE = 10;

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for the PGlite data; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (tests start from a migrated one: no initdb). */
  snapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, loadDataDir: snapshot, parsers: PGLITE_PARSERS });
  await client.waitReady;
  const database: Database = {
    kind: 'pglite',
    orm: drizzle(drizzleReadingTimestamps(client)) as unknown as PgDatabase<PgQueryResultHKT>,
    async query<T extends Row>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(text) {
      await client.exec(text);
    },
    // PGlite has exactly one connection.
    withConnection: (fn) => fn(database),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, { max: POSTGRES_POOL_SIZE, onnotice: () => {} });
  const orm = drizzle(preparingStatements(client)) as unknown as PgDatabase<PgQueryResultHKT>;
  postgresReadingTimestamps(client);
  return {
    kind: 'postgres',
    orm,
    async query<T extends Row>(text: string, params: unknown[] = []) {
      return (await client.unsafe(text, params as never[], prepared(params))) as unknown as T[];
    },
    async exec(text) {
      await client.unsafe(text);
    },
    async withConnection(fn) {
      const reserved = await client.reserve();
      try {
        return await fn({
          query: async <T extends Row>(text: string, params: unknown[] = []) =>
            (await reserved.unsafe(text, params as never[], prepared(params))) as unknown as T[],
          exec: async (text) => {
            await reserved.unsafe(text);
          },
        });
      } finally {
        reserved.release();
      }
    },
    async listen(channel, onPayload, onRelisten) {
      let listened = false;
      const { unlisten } = await client.listen(channel, onPayload, () => {
        if (listened) onRelisten?.();
        listened = true;
      });
      return unlisten;
    },
    close: () => client.end(),
  };
}

/**
 * A statement with parameters is prepared (one round trip instead of two, as below; the budgets' counters run
 * on every busy key's claim). Their texts are fixed, or vary over a handful of spellings. One without is sent
 * as a simple query, in one round trip anyway.
 */
const prepared = (params: unknown[]) => ({ prepare: params.length > 0 });

/**
 * Drizzle runs every statement unprepared, and postgres.js describes an unprepared statement that has
 * parameters before running it: two round trips for each. Prepared, a statement is described once per
 * connection and then runs in one; a write of the API is a handful of statements, so this about halves its
 * time in the database. postgres.js closes each connection after 30 to 60 minutes, which bounds the
 * statements a connection keeps prepared.
 */
function preparingStatements(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: never[], options?: object) => target.unsafe(query, params, { ...options, prepare: true });
      }
      if (property === 'begin') {
        // Drizzle's transactions, with BEGIN sent beside their first statement (pipelined-transaction.ts). The
        // transaction's own handle runs its statements: it must prepare them too.
        return (body: (transaction: Sql) => Promise<unknown>) => beginPipelined(target, (transaction) => body(preparingStatements(transaction)));
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
