// Reading the outbox for a push pass: coalesce what is still unsent, then hand out the entries
// record by record ("lanes"). Lanes with a dead letter wait for the user to retry or discard it.
import type { AppDatabase } from '../app-database';
import type { EntityName } from '../entities/entity-descriptor';
import { coalesce } from './coalesce';
import { laneKey, type DeadLetter, type OutboxEntry } from './sync-records';

export interface Lane {
  key: string;
  /** The lane's entries in FIFO order, by key; each is re-read (and sealed) right before sending. */
  seqs: number[];
}

/** One transaction: coalesce every lane, persist the result, return the lanes ready to send. */
export async function planPushPass(db: AppDatabase): Promise<Lane[]> {
  return db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const blocked = new Set((await db.deadLetters.toArray()).map(laneKey));
    const lanes = new Map<string, OutboxEntry[]>();
    for (const entry of await db.outbox.toArray()) {
      const key = laneKey(entry);
      if (blocked.has(key)) continue;
      const lane = lanes.get(key);
      if (lane) lane.push(entry);
      else lanes.set(key, [entry]);
    }
    const plan: Lane[] = [];
    const removed: number[] = [];
    const changed: OutboxEntry[] = [];
    for (const [key, entries] of lanes) {
      const kept = coalesce(entries);
      const keptSeqs = new Set(kept.map((entry) => entry.seq!));
      for (const entry of entries) if (!keptSeqs.has(entry.seq!)) removed.push(entry.seq!);
      for (const entry of kept) if (!entries.includes(entry)) changed.push(entry);
      if (kept.length) plan.push({ key, seqs: kept.map((entry) => entry.seq!) });
    }
    if (removed.length) await db.outbox.bulkDelete(removed);
    if (changed.length) await db.outbox.bulkPut(changed);
    // Map iteration order is insertion order = the seq of each lane's first entry.
    return plan;
  });
}

/**
 * Marks an entry as handed to the network (from now on its body never changes) and returns its
 * current state — or undefined when it is gone or its lane got blocked since the pass was planned.
 */
export async function sealForSending(db: AppDatabase, seq: number): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return undefined;
    if (await db.deadLetters.where('[entity+entityId]').equals([entry.entity, entry.entityId]).count()) return undefined;
    const sealed = { ...entry, attempts: entry.attempts + 1 };
    await db.outbox.put(sealed);
    return sealed;
  });
}

export async function noteTransientFailure(db: AppDatabase, seq: number, detail: string): Promise<void> {
  await db.outbox.update(seq, { lastError: detail });
}

/**
 * Everything still queued for one record — outbox and dead letters — in write order. Call inside a
 * transaction that includes both tables.
 */
export async function pendingFor(db: AppDatabase, entity: EntityName, entityId: string): Promise<OutboxEntry[]> {
  const key: [string, string] = [entity, entityId];
  const queued = await db.outbox.where('[entity+entityId]').equals(key).toArray();
  const dead: DeadLetter[] = await db.deadLetters.where('[entity+entityId]').equals(key).toArray();
  return [...queued, ...dead].sort((a, b) => a.seq! - b.seq!);
}

/** Every record id with something queued, per entity, for the pull. Call inside a transaction. */
export async function pendingByRecord(db: AppDatabase, entity: EntityName): Promise<Map<string, OutboxEntry[]>> {
  const all = [...(await db.outbox.toArray()), ...(await db.deadLetters.toArray())]
    .filter((entry) => entry.entity === entity)
    .sort((a, b) => a.seq! - b.seq!);
  const byRecord = new Map<string, OutboxEntry[]>();
  for (const entry of all) {
    const list = byRecord.get(entry.entityId);
    if (list) list.push(entry);
    else byRecord.set(entry.entityId, [entry]);
  }
  return byRecord;
}
