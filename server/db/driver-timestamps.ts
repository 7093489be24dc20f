// Both drivers read timestamptz columns with PostgreSQL's text parsed exactly (postgres-timestamp.ts), on
// every path: Drizzle's queries (which ask for the raw text and then call `new Date` on it) and the raw ones.
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import { parsePostgresTimestamp, postgresTimestampAsIso } from './postgres-timestamp';

/** PGlite's own parser for the raw queries: a Date, as PGlite's default gives, but the right one. */
export const PGLITE_PARSERS = { [types.TIMESTAMPTZ]: parsePostgresTimestamp };

type Queryable = Pick<PGlite, 'query'> | Transaction;

/**
 * The client as Drizzle should see it: Drizzle passes its own parsers with each query (the text as is, for
 * its columns to read), and these would replace the client's; the text is handed on in RFC 3339 form instead.
 */
export function drizzleReadingTimestamps<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: { parsers?: object }) =>
          target.query(text, params, { ...options, parsers: { ...options?.parsers, [types.TIMESTAMPTZ]: postgresTimestampAsIso } });
      }
      if (property === 'transaction' && 'transaction' in target) {
        return (body: (transaction: Transaction) => Promise<unknown>) =>
          (target as PGlite).transaction((transaction) => body(drizzleReadingTimestamps(transaction)));
      }
      // Bound to the client itself: PGlite's methods reach its private fields through `this`.
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * postgres.js: Drizzle sets the client's timestamptz parser to hand on the text (on the client itself, so the
 * raw queries get the text too); called after Drizzle is built, this hands on RFC 3339 text to both.
 */
export function postgresReadingTimestamps(client: Sql): void {
  const TIMESTAMPTZ = 1184;
  (client.options.parsers as Record<number, (text: string) => unknown>)[TIMESTAMPTZ] = postgresTimestampAsIso;
}
