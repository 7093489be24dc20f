// Keyset pages for the collection lists: `?limit=1..500&cursor=<opaque>`, answered as
// `{count, next, previous: null, results}` with `next` the path and query of the following page.
// The cursor holds the last row's sort key: created_at as PostgreSQL prints it (microseconds, which a JS
// Date would round away) and the id that breaks ties.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { validationError } from '../http/api-error';

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

export const PageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE, description: 'Records per page.' })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'The `cursor` of a previous answer’s `next`.' })),
});

export interface PageRequest {
  limit: number;
  after?: { at: string; id: string };
}

export interface Page<R> {
  results: R[];
  /** The cursor of the next page, when there is one. */
  next?: string;
}

export function pageRequest(query: { limit?: number; cursor?: string }): PageRequest {
  const limit = query.limit ?? DEFAULT_PAGE;
  if (query.cursor === undefined) return { limit };
  try {
    const [at, id] = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/.test(id)) {
      return { limit, after: { at, id } };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw validationError({ cursor: ['Invalid cursor.'] });
}

/** Rows after the cursor in the list's order: (created_at, id) ascending or descending. */
export function afterCursor(createdAt: PgColumn, id: PgColumn, order: 'asc' | 'desc', after: PageRequest['after']): SQL {
  if (!after) return sql`true`;
  return order === 'desc'
    ? sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`(${createdAt}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** The sort key column to select with each row, for the cursor. */
export const sortKeyText = (createdAt: PgColumn) => sql<string>`${createdAt}::text`;

/** Given limit + 1 rows, the page and the cursor of the next one. */
export function toPage<Row extends { sortKey: string; id: string }, R>(rows: Row[], limit: number, toRecord: (row: Row) => R): Page<R> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return {
    results: shown.map(toRecord),
    next: more && last ? Buffer.from(JSON.stringify([last.sortKey, last.id])).toString('base64url') : undefined,
  };
}

/** `next` as a path with its query: the same list, filter and limit, from the cursor. */
export function nextLink(url: string, next: string | undefined, limit: number): string | null {
  if (next === undefined) return null;
  const link = new URL(url, 'http://x');
  link.searchParams.set('limit', String(limit));
  link.searchParams.set('cursor', next);
  return `${link.pathname}${link.search}`;
}
