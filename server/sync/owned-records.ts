// The writes every synced collection makes the same way, around its own rules: a student's records are
// read only by their owner; a create is idempotent per owner (ids come from devices, and a retried create
// answers the stored record) and stops at the entity's cap; a change or a delete locks the owner's record
// and refuses a stale version (412); every write records itself in the change log, a delete as a
// tombstone newer than any copy a device may hold. Another student's id answers as if it did not exist.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AnyCollectionDefinition } from '../../src/lib/entities/entity-definition';
import { capMessage } from '../../src/lib/entities/entity-definition';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { ApiError, notFound } from '../http/api-error';
import { openChangeLog, type Change, type ChangeLog } from './change-log';
import type { Created } from './entity';
import { claimRoom, forgetCounts } from './record-caps';
import { checkVersion, type Expected } from './versions';

/** A table of owned, versioned records: what the helper needs of its columns. */
export type OwnedTable = PgTable & { id: PgColumn; ownerSub: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** The row as read; the columns as inserted or set. */
type RowOf<T extends OwnedTable> = T['$inferSelect'] & { id: string; ownerSub: string; version: number };
type ValuesOf<T extends OwnedTable> = T['$inferInsert'];

export interface OwnedRecords<T extends OwnedTable, R> {
  /** The owner's records with these ids (those that exist), keyed by id. */
  read(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, R>>;
  /** The owner's record, locked for this transaction; 404 when they have none with this id, 412 when stale. */
  lockOwn(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<RowOf<T>>;
  /**
   * 200 with the stored record when the owner created this id before; else `values()` (the entity's own
   * checks and columns, without the owner), room under the cap, and the insert under the id, or a fresh
   * one when the id is another student's.
   */
  create(
    tx: Executor,
    ownerSub: string,
    id: string | undefined,
    values: () => Promise<Omit<ValuesOf<T>, 'ownerSub'>> | Omit<ValuesOf<T>, 'ownerSub'>,
  ): Promise<Created<R>>;
  /** `changes(current)`: the entity's columns to set; the version and updated_at follow. */
  update(
    tx: Executor,
    ownerSub: string,
    id: string,
    expected: Expected,
    changes: (current: RowOf<T>) => Promise<PgUpdateSetSource<T>> | PgUpdateSetSource<T>,
  ): Promise<R>;
  /**
   * `before(row)`: the entity's own work before the row goes (in the same transaction); the changes it
   * returns (its children's tombstones) are recorded before the record's own, as a device would delete them.
   */
  remove(tx: Executor, ownerSub: string, id: string, expected: Expected, before?: (row: RowOf<T>) => Promise<Change[] | void>): Promise<void>;
  /** The 400 a create gets at the cap (for a create that checks its room itself). */
  tooMany(): ApiError;
}

export function ownedRecords<T extends OwnedTable, R>(options: {
  table: T;
  definition: Pick<AnyCollectionDefinition, 'wireName' | 'plural' | 'cap'>;
  toRecord: (row: RowOf<T>) => R;
}): OwnedRecords<T, R> {
  const { definition, toRecord } = options;
  // Drizzle's builders cannot follow a table type left open; the columns used are those of OwnedTable.
  const table = options.table as unknown as PgTable & { id: PgColumn; ownerSub: PgColumn; version: PgColumn; updatedAt: PgColumn };
  const entity = definition.wireName;
  const { cap } = definition;
  const tooMany = () => new ApiError(400, capMessage({ cap: cap ?? 0, plural: definition.plural }));
  const rowsWhere = async (db: Executor, where: SQL | undefined, lock = false): Promise<RowOf<T>[]> => {
    const query = db.select().from(table).where(where);
    return (await (lock ? query.for('update') : query)) as RowOf<T>[];
  };
  const lockOwn = async (tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<RowOf<T>> => {
    const [row] = await rowsWhere(tx, and(eq(table.id, id), eq(table.ownerSub, ownerSub)), true);
    if (!row) throw notFound();
    checkVersion(row.version, expected, () => toRecord(row));
    return row;
  };
  const logged = async (log: ChangeLog, row: RowOf<T>) => {
    await log.record({ entity, id: row.id, version: row.version, deleted: false });
    return toRecord(row);
  };

  return {
    async read(db, ownerSub, ids) {
      if (ids.length === 0) return new Map();
      const rows = await rowsWhere(db, and(eq(table.ownerSub, ownerSub), anyOf(table.id, ids)));
      return new Map(rows.map((row) => [row.id, toRecord(row)]));
    },
    lockOwn,
    async create(tx, ownerSub, requestedId, valuesOf) {
      const log = await openChangeLog(tx, ownerSub);
      let id = requestedId;
      if (id !== undefined) {
        const [existing] = await rowsWhere(tx, eq(table.id, id));
        if (existing?.ownerSub === ownerSub) return { status: 200, record: toRecord(existing) };
        // Another student's id: this record gets a fresh one, and learns nothing about theirs.
        if (existing) id = undefined;
      }
      const values = { ...(await valuesOf()), ownerSub };
      if (cap !== undefined) await claimRoom(tx, ownerSub, entity, cap, tooMany);
      // Another student may insert the same id at this very moment: then this one takes a fresh id.
      const [created] = (await tx
        .insert(table)
        .values({ ...values, id } as never)
        .onConflictDoNothing({ target: table.id })
        .returning()) as RowOf<T>[];
      const row =
        created ??
        (
          (await tx
            .insert(table)
            .values(values as never)
            .returning()) as RowOf<T>[]
        )[0]!;
      return { status: 201, record: await logged(log, row) };
    },
    async update(tx, ownerSub, id, expected, changes) {
      const log = await openChangeLog(tx, ownerSub);
      const current = await lockOwn(tx, ownerSub, id, expected);
      const set = { ...(await changes(current)), version: sql`${table.version} + 1`, updatedAt: sql`now()` };
      const [row] = (await tx
        .update(table)
        .set(set as never)
        .where(eq(table.id, id))
        .returning()) as RowOf<T>[];
      return logged(log, row!);
    },
    async remove(tx, ownerSub, id, expected, before) {
      const log = await openChangeLog(tx, ownerSub);
      const row = await lockOwn(tx, ownerSub, id, expected);
      const children = (await before?.(row)) ?? [];
      await tx.delete(table).where(eq(table.id, id));
      forgetCounts(tx);
      // A tombstone is newer than any copy of the record a device may hold.
      await log.record(...children, { entity, id, version: row.version + 1, deleted: true });
    },
    tooMany,
  };
}
