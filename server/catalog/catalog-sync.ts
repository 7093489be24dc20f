// Brings one university's rows of a catalogue table (courses or programs) in line with a file, by their
// natural key (code, name): an upsert per batch of rows that touches only rows that changed, then a delete
// of the rows that left the file. Updating in place keeps every id, so plans that point at them stay valid.
// Each batch travels as one array per column (INSERT … SELECT FROM unnest(…)): a handful of parameters
// instead of a dozen per row, several times faster than a VALUES list on PGlite.
import { and, eq, getTableColumns, getTableName, inArray, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor';

const BATCH = 2000;

/**
 * How a field travels: every array is text[] (postgres.js cannot send a numeric[]), numbers as their text,
 * seasons as "Fall,Spring", JSON as its text; the SELECT turns each back into its column's type.
 */
export type FieldKind = 'text' | 'numeric' | 'seasons' | 'json';

export interface SyncCounts {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface SyncSpec<Row extends Record<string, unknown>> {
  table: PgTable & { id: PgColumn; universityId: PgColumn };
  /** The natural key's column, unique per university. */
  key: PgColumn;
  keyOf(row: Row): string;
  universityId: string;
  /** Keyed by the Drizzle schema's field names; every field but the key is overwritten when it differs. */
  rows: Row[];
  fields: Record<keyof Row & string, FieldKind>;
}

export async function syncRows<Row extends Record<string, unknown>>(tx: Executor, spec: SyncSpec<Row>): Promise<SyncCounts> {
  const { table, key, universityId } = spec;
  const existing = await tx.select({ id: table.id, key }).from(table).where(eq(table.universityId, universityId));
  const idOf = new Map(existing.map((row) => [row.key as string, row.id as string]));
  let written = 0;
  for (let start = 0; start < spec.rows.length; start += BATCH) {
    const returned = await tx
      .insert(table)
      .select(selectRows(spec, spec.rows.slice(start, start + BATCH)))
      .onConflictDoUpdate({ target: [table.universityId, key], ...changedFields(spec) })
      .returning({ id: table.id });
    written += returned.length;
  }
  const inFile = new Set(spec.rows.map(spec.keyOf));
  const removed = [...idOf].filter(([code]) => !inFile.has(code)).map(([, id]) => id);
  for (let start = 0; start < removed.length; start += BATCH) {
    await tx.delete(table).where(and(eq(table.universityId, universityId), inArray(table.id, removed.slice(start, start + BATCH))));
  }
  const added = spec.rows.filter((row) => !idOf.has(spec.keyOf(row))).length;
  return { added, updated: written - added, unchanged: spec.rows.length - written, removed: removed.length };
}

/** SELECT every column of the table in its order: the file's fields from the arrays, the rest their defaults. */
function selectRows<Row extends Record<string, unknown>>(spec: SyncSpec<Row>, rows: Row[]): SQL {
  const fields = Object.entries(spec.fields) as Array<[keyof Row & string, FieldKind]>;
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const arrays = fields.map(([field, kind]) => sql`${sql.param(rows.map((row) => encode(row[field], kind)))}::text[]`);
  const names = fields.map(([field]) => sql.identifier(columns[field]!.name));
  const values = Object.entries(columns).map(([field, column]) => {
    if (field === 'universityId') return sql`${spec.universityId}::uuid`;
    const kind = spec.fields[field as keyof Row & string];
    if (kind) return DECODE[kind](sql`file.${sql.identifier(column.name)}`);
    if (is(column.default, SQL)) return column.default;
    throw new Error(`No value for ${getTableName(spec.table)}.${column.name}`);
  });
  return sql`SELECT ${sql.join(values, sql`, `)} FROM unnest(${sql.join(arrays, sql`, `)}) AS file(${sql.join(names, sql`, `)})`;
}

function encode(value: unknown, kind: FieldKind): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'seasons') return (value as string[]).join(',');
  return kind === 'json' ? JSON.stringify(value) : String(value);
}

const DECODE: Record<FieldKind, (value: SQL) => SQL> = {
  text: (value) => value,
  numeric: (value) => sql`${value}::numeric`,
  seasons: (value) => sql`string_to_array(${value}, ',')`,
  json: (value) => sql`${value}::jsonb`,
};

/** SET every field to the file's value, WHERE any of them differs (so unchanged rows are not rewritten). */
function changedFields<Row extends Record<string, unknown>>(spec: SyncSpec<Row>): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const fields = Object.keys(spec.fields).filter((field) => columns[field]!.name !== spec.key.name);
  const names = fields.map((field) => sql.identifier(columns[field]!.name));
  const current = sql.join(
    names.map((name) => sql`${sql.identifier(getTableName(spec.table))}.${name}`),
    sql`, `,
  );
  const proposed = sql.join(
    names.map((name) => sql`excluded.${name}`),
    sql`, `,
  );
  const set = Object.fromEntries(fields.map((field, index) => [field, sql`excluded.${names[index]!}`]));
  return { set: { ...set, updatedAt: sql`now()` }, setWhere: sql`(${current}) IS DISTINCT FROM (${proposed})` };
}
