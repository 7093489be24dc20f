// The user's two answers to a change that did not go through: a refused one (dead letter), or one
// still failing on its own in the outbox.
import type { AppDatabase } from '../app-database';
import type { EntityRegistry } from '../entities/entity-registry';
import { newId } from '../ids';
import { cascadeTables, removeDependents } from '../repositories/cascade';
import { asFreshAttempt } from './sync-records';

/**
 * Back into the outbox at its old place in the queue, under a NEW idempotency key: the server
 * refused the old one and may have stored that refusal as the key's answer. A change still in the
 * outbox just loses its backoff.
 */
export async function retryChange(db: AppDatabase, id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const letter = await db.deadLetters.get(id);
    if (!letter) {
      await db.outbox.where('id').equals(id).modify((entry) => void delete entry.nextAttemptAt);
      return;
    }
    const { status: _status, detail: _detail, failedAt: _failedAt, label: _label, ...entry } = letter;
    await db.deadLetters.delete(id);
    await db.outbox.put(asFreshAttempt(entry, newId()));
  });
}

/**
 * Forget the change. A create that never reached the server takes the local record, whatever else
 * was queued for it, and the records that name it (a plan's courses) along. For an update or delete
 * the server's copy still stands; the caller pulls so the record shows it again.
 */
export async function discardChange(db: AppDatabase, registry: EntityRegistry, id: string): Promise<'pull' | 'done'> {
  // The entity names the tables to lock; the change is read again inside, where it cannot change.
  const found = (await db.deadLetters.get(id)) ?? (await db.outbox.where('id').equals(id).first());
  if (!found) return 'done';
  const tables = [db.table(found.entity), ...cascadeTables(db, registry, found.entity)];
  return db.transaction('rw', tables, async () => {
    const change = (await db.deadLetters.get(id)) ?? (await db.outbox.where('id').equals(id).first());
    if (!change) return 'done'; // retried or discarded meanwhile (another tab)
    if ('status' in change) await db.deadLetters.delete(id);
    else await db.outbox.delete(change.seq!);
    if (change.op !== 'create') return 'pull';
    const lane: [string, string] = [change.entity, change.entityId];
    await db.outbox.where('[entity+entityId]').equals(lane).delete();
    await db.deadLetters.where('[entity+entityId]').equals(lane).delete();
    await db.table(change.entity).delete(change.entityId);
    await removeDependents(db, registry, change.entity, change.entityId);
    return 'done';
  });
}
