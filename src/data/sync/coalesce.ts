// Folds the queued entries of ONE record into as few requests as possible, without changing
// what the server ends up holding. Only entries never handed to the network take part: a sent
// entry may already be applied under its idempotency key, so its body is frozen.
//
//   create + update → create     update + update → update
//   create + delete → nothing    update + delete → delete
import type { OutboxEntry } from './sync-records';

const isSealed = (entry: OutboxEntry) => entry.attempts > 0;

type Merge = { kind: 'into'; entry: OutboxEntry } | { kind: 'cancel' } | { kind: 'none' };

function merge(first: OutboxEntry, second: OutboxEntry): Merge {
  if (isSealed(first) || isSealed(second)) return { kind: 'none' };
  // The merged entry keeps the earlier one's place (seq) and idempotency key.
  // Both were made on top of the first one's base version: the merged change keeps it, and each
  // field's value before the first change that touched it.
  if (second.op === 'update' && first.op === 'create') {
    return { kind: 'into', entry: { ...first, body: { ...first.body, ...second.body } } };
  }
  if (second.op === 'update' && first.op === 'update') {
    return { kind: 'into', entry: { ...first, body: { ...first.body, ...second.body }, base: mergeBase(first.base, second.base) } };
  }
  if (second.op === 'delete' && first.op === 'create') return { kind: 'cancel' };
  if (second.op === 'delete' && first.op === 'update') {
    return { kind: 'into', entry: { ...first, op: 'delete', body: {}, base: undefined } };
  }
  return { kind: 'none' };
}

function mergeBase(first: OutboxEntry['base'], second: OutboxEntry['base']): OutboxEntry['base'] {
  if (!first || !second) return undefined; // an unconditional part makes the whole change unconditional
  return { ...second, ...first };
}

/**
 * `entries`: one record's queue in seq order. Returns the queue to keep; entries that changed are
 * new objects, untouched ones are returned as-is (callers write back only what changed).
 */
export function coalesce(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const kept: OutboxEntry[] = [];
  for (const entry of entries) {
    const last = kept.at(-1);
    const result = last ? merge(last, entry) : ({ kind: 'none' } as const);
    if (result.kind === 'into') kept[kept.length - 1] = result.entry;
    else if (result.kind === 'cancel') kept.pop();
    else kept.push(entry);
  }
  return kept;
}
