// `column = ANY($1)` with the values as ONE array parameter, where Drizzle's inArray binds one parameter per
// value: for the 500 ids of a change-feed page, building and planning a 500-parameter list cost more than
// reading the rows (PGlite: 16.7 → 12.9 ms a page).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function anyOf(column: AnyColumn, values: readonly string[], type: 'uuid' | 'text' = 'uuid'): SQL {
  return sql`${column} = ANY(${sql.param(values)}::${sql.raw(type)}[])`;
}
