// The one way repositories change data: the record and its outbox entry in ONE read-write
// transaction, so a record is never changed without the change being queued, or the reverse.
import type { Table } from 'dexie';
import type { AppDatabase } from '../app-database';
import type { EntityDescriptor, LocalRecord } from '../entities/entity-descriptor';
import { newId } from '../ids';
import type { OutboxEntry, OutboxOp } from '../sync/sync-records';

export interface WriteContext {
  db: AppDatabase;
  /** Tells the sync engine there is work (it debounces). */
  onWrite: () => void;
}

export class RecordNotFoundError extends Error {
  override name = 'RecordNotFoundError';
}

export function outboxEntry(descriptor: EntityDescriptor, entityId: string, op: OutboxOp, body: Record<string, unknown>): OutboxEntry {
  return { id: newId(), entity: descriptor.name, entityId, op, body, createdAt: Date.now(), attempts: 0 };
}

export async function writeLocally<T>(
  context: WriteContext,
  descriptor: EntityDescriptor,
  change: (table: Table<LocalRecord, string>, enqueue: (entry: OutboxEntry) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const { db } = context;
  const table = db.table<LocalRecord, string>(descriptor.name);
  const result = await db.transaction('rw', [table, db.outbox], () => change(table, (entry) => db.outbox.add(entry)));
  context.onWrite();
  return result;
}
