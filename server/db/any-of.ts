// `column = ANY($1)` with the ids as ONE array parameter, where Drizzle's inArray binds one parameter per
// id: for the 500 ids of a change-feed page, building and planning a 500-parameter list cost more than
// reading the rows (PGlite: 16.7 → 12.9 ms a page).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `column` (a uuid column) is one of `ids`. */
export function anyOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = ANY(${sql.param(ids)}::uuid[])`;
}
