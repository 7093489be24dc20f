// Reading the outbox for a push pass: coalesce what is still unsent, then hand out the first entry
// of each record ("lane") that may go now. A lane waits while it has a dead letter (the user
// decides), while its own backoff runs, or while a record it names has not reached the server yet.
import type { AppDatabase } from '../app-database';
import type { EntityName } from '../entities/entity-descriptor';
import { descriptorFor, type EntityRegistry } from '../entities/entity-registry';
import { coalesce } from './coalesce';
import { laneKey, type DeadLetter, type OutboxEntry } from './sync-records';

export interface PushPlan {
  /** The head entry of every lane that may be sent now, in write order. */
  ready: OutboxEntry[];
}

/**
 * One transaction: coalesce every lane, persist the result, return the heads ready to send.
 * `skip`: lanes already tried (and failed) in this drain.
 */
export async function planPushPass(db: AppDatabase, registry: EntityRegistry, skip: ReadonlySet<string>, now = Date.now()): Promise<PushPlan> {
  return db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const deadLetters = await db.deadLetters.toArray();
    const blocked = new Set(deadLetters.map(laneKey));
    const lanes = new Map<string, OutboxEntry[]>();
    for (const entry of await db.outbox.toArray()) {
      const key = laneKey(entry);
      const lane = lanes.get(key);
      if (lane) lane.push(entry);
      else lanes.set(key, [entry]);
    }
    const removed: number[] = [];
    const changed: OutboxEntry[] = [];
    const heads: OutboxEntry[] = [];
    for (const [key, entries] of lanes) {
      if (blocked.has(key)) continue;
      const kept = coalesce(entries);
      const keptSeqs = new Set(kept.map((entry) => entry.seq!));
      for (const entry of entries) if (!keptSeqs.has(entry.seq!)) removed.push(entry.seq!);
      for (const entry of kept) if (!entries.includes(entry)) changed.push(entry);
      if (kept[0]) heads.push(kept[0]);
    }
    if (removed.length) await db.outbox.bulkDelete(removed);
    if (changed.length) await db.outbox.bulkPut(changed);
    const unsaved = unsavedCreates(heads, deadLetters);
    const ready = heads.filter(
      (head) => !skip.has(laneKey(head)) && !((head.nextAttemptAt ?? 0) > now) && !waitsForParent(registry, head, unsaved),
    );
    // Map iteration order is insertion order = the seq of each lane's first entry.
    return { ready };
  });
}

/** Lanes whose record has not reached the server: a create still queued, or refused. */
function unsavedCreates(heads: readonly OutboxEntry[], deadLetters: readonly DeadLetter[]): Set<string> {
  return new Set([...heads, ...deadLetters].filter((entry) => entry.op === 'create').map(laneKey));
}

/** A create naming a record whose own create has not reached the server yet. */
function waitsForParent(registry: EntityRegistry, entry: OutboxEntry, unsaved: ReadonlySet<string>): boolean {
  return parentsOf(registry, entry).some((parent) => unsaved.has(parent));
}

/** The lane keys of the records a create names. */
export function parentsOf(registry: EntityRegistry, entry: OutboxEntry): string[] {
  if (entry.op !== 'create') return [];
  const descriptor = descriptorFor(registry, entry.entity);
  if (descriptor.kind !== 'collection' || !descriptor.references) return [];
  return descriptor.references
    .map(({ field, entity }) => (typeof entry.body[field] === 'string' ? laneKey({ entity, entityId: entry.body[field] as string }) : undefined))
    .filter((key): key is string => key !== undefined);
}

/**
 * Marks entries as handed to the network (from now on their bodies never change) and returns them
 * as they are now, leaving out any removed or blocked since the pass was planned.
 */
export async function sealForSending(db: AppDatabase, entries: readonly OutboxEntry[]): Promise<OutboxEntry[]> {
  return db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const sealed: OutboxEntry[] = [];
    for (const planned of entries) {
      const entry = await db.outbox.get(planned.seq!);
      if (!entry || entry.id !== planned.id) continue;
      if (await db.deadLetters.where('[entity+entityId]').equals([entry.entity, entry.entityId]).count()) continue;
      sealed.push({ ...entry, attempts: entry.attempts + 1 });
    }
    await db.outbox.bulkPut(sealed);
    return sealed;
  });
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
