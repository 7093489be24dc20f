// What a record looks like locally = the server's copy with the user's unsent changes on top.
// Used by the pull (never overwrite a pending change) and by the push write-back (an answer to an
// earlier request must not erase later edits still in the queue).
import type { LocalRecord } from '../entities/entity-descriptor';
import type { OutboxEntry } from './sync-records';

/**
 * `base`: the server's copy, or the current local copy when the server has none.
 * `pending`: that record's queued entries in seq order.
 * Returns undefined when the record should not exist locally.
 */
export function rebase(base: LocalRecord | undefined, pending: readonly OutboxEntry[]): LocalRecord | undefined {
  let record = base;
  for (const entry of pending) {
    if (entry.op === 'delete') record = undefined;
    else if (entry.op === 'create') record = { ...record, ...entry.body, id: entry.entityId };
    // An update of a record the server no longer has: its push will answer 404 and tell the user.
    else if (record) record = { ...record, ...entry.body };
  }
  return record;
}
