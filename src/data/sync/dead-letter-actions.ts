// The user's two answers to a refused change.
import type { AppDatabase } from '../app-database';
import { newId } from '../ids';

/**
 * Back into the outbox at its old place in the queue, under a NEW idempotency key: the server
 * refused the old one and may have stored that refusal as the key's answer.
 */
export async function retryDeadLetter(db: AppDatabase, id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const letter = await db.deadLetters.get(id);
    if (!letter) return;
    const { status: _status, detail: _detail, failedAt: _failedAt, label: _label, ...entry } = letter;
    await db.deadLetters.delete(id);
    await db.outbox.put({ ...entry, id: newId(), attempts: 0, lastError: undefined });
  });
}

/**
 * Forget the change. A refused create never reached the server, so the local record and whatever
 * else was queued for it go too. For an update or delete the server's copy still stands; the
 * caller pulls so the record shows it again.
 */
export async function discardDeadLetter(db: AppDatabase, id: string): Promise<'pull' | 'done'> {
  // The entity names the table to lock; the letter is read again inside, where it cannot change.
  const entity = (await db.deadLetters.get(id))?.entity;
  if (!entity) return 'done';
  return db.transaction('rw', [db.outbox, db.deadLetters, db.table(entity)], async () => {
    const letter = await db.deadLetters.get(id);
    if (!letter) return 'done'; // retried or discarded meanwhile (another tab)
    await db.deadLetters.delete(id);
    if (letter.op !== 'create') return 'pull';
    const lane: [string, string] = [letter.entity, letter.entityId];
    await db.outbox.where('[entity+entityId]').equals(lane).delete();
    await db.deadLetters.where('[entity+entityId]').equals(lane).delete();
    await db.table(letter.entity).delete(letter.entityId);
    return 'done';
  });
}
