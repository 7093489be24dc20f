// Raw SQL inside a Drizzle transaction on either driver: postgres.js answers an array of rows, PGlite `{ rows }`.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './executor';

export async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** Every table of the current schema with an owner_sub column, as the database lists them. */
export async function ownerTables(tx: Executor): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    tx,
    sql`SELECT c.table_name::text AS table_name FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.column_name = 'owner_sub' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         ORDER BY 1`,
  );
  return rows.map((row) => row.table_name);
}
