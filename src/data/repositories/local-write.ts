// The one way repositories change data: the record and its outbox entry in ONE read-write
// transaction, so a record is never changed without the change being queued, or the reverse.
import type { Table } from 'dexie';
import type { AppDatabase } from '../app-database';
import type { EntityDescriptor, LocalRecord } from '../entities/entity-descriptor';
import type { EntityRegistry } from '../entities/entity-registry';
import { newId } from '../ids';
import { OUTBOX_FORMAT, type OutboxEntry, type OutboxOp } from '../sync/sync-records';

export interface WriteContext {
  db: AppDatabase;
  /** Every mirrored entity: a delete reaches the records that name the deleted one. */
  registry: EntityRegistry;
  /** Tells the sync engine there is work (it debounces). */
  onWrite: () => void;
}

export class RecordNotFoundError extends Error {
  override name = 'RecordNotFoundError';
}

/** What an update or delete was based on: the server version of the copy, and the fields' old values. */
export interface ChangeBase {
  baseVersion?: number;
  base?: Record<string, unknown>;
}

export function outboxEntry(
  descriptor: EntityDescriptor,
  entityId: string,
  op: OutboxOp,
  body: Record<string, unknown>,
  changeBase: ChangeBase = {},
): OutboxEntry {
  return { id: newId(), format: OUTBOX_FORMAT, entity: descriptor.name, entityId, op, body, ...changeBase, createdAt: Date.now(), attempts: 0 };
}

/** The server version a local copy came with; undefined before the server has seen the record. */
export function serverVersion(record: LocalRecord | undefined): number | undefined {
  return typeof record?.version === 'number' ? record.version : undefined;
}

export async function writeLocally<T>(
  context: WriteContext,
  descriptor: EntityDescriptor,
  change: (table: Table<LocalRecord, string>, enqueue: (entry: OutboxEntry) => Promise<unknown>) => Promise<T>,
  alsoWrites: Table[] = [],
): Promise<T> {
  const { db } = context;
  const table = db.table<LocalRecord, string>(descriptor.name);
  const result = await db.transaction('rw', [table, db.outbox, ...alsoWrites], () => change(table, (entry) => db.outbox.add(entry)));
  context.onWrite();
  return result;
}
