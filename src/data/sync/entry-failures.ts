// A change that fails on its own (5xx, a timeout) while the server answers others backs off alone
// and, after too many tries or too long, is parked for the user like a refused one. Failures while
// the whole server or network is down do not count here: the drain as a whole waits then instead,
// and a student's changes must not be given up on because campus Wi-Fi was out for an afternoon.
import type { AppDatabase } from '../app-database';
import { descriptorFor, type EntityRegistry } from '../entities/entity-registry';
import { backoffDelay } from './backoff';
import type { SyncTuning } from './sync-tuning';
import { deadLetterEntry } from './write-back';

export interface EntryFailure {
  seq: number;
  id: string;
  status: number;
  detail: string;
  retryAfterMs?: number;
}

export const MAX_FAILED_ATTEMPTS = 8;
export const MAX_FAILING_MS = 24 * 60 * 60 * 1000;

function gaveUpDetail(detail: string): string {
  return `It could not be saved after several tries. The last answer was: ${detail}`;
}

/** Records each failure on its entry: its next try, or the dead-letter list when it has failed enough. */
export async function recordEntryFailures(
  db: AppDatabase,
  registry: EntityRegistry,
  failures: readonly EntryFailure[],
  tuning: Pick<SyncTuning, 'backoffBaseMs' | 'backoffMaxMs'>,
  now = Date.now(),
): Promise<void> {
  for (const failure of failures) {
    const entry = await db.outbox.get(failure.seq);
    if (entry?.id !== failure.id) continue;
    const failedAttempts = (entry.failedAttempts ?? 0) + 1;
    const failingSince = entry.failingSince ?? now;
    const descriptor = descriptorFor(registry, entry.entity);
    if (failedAttempts >= MAX_FAILED_ATTEMPTS || now - failingSince >= MAX_FAILING_MS) {
      await deadLetterEntry({ db, registry }, descriptor, entry, failure.status, gaveUpDetail(failure.detail));
      continue;
    }
    const wait = Math.max(failure.retryAfterMs ?? 0, backoffDelay({ baseMs: tuning.backoffBaseMs, maxMs: tuning.backoffMaxMs }, failedAttempts));
    const record = await db.table(descriptor.name).get(entry.entityId);
    await db.outbox.update(failure.seq, {
      failedAttempts,
      failingSince,
      nextAttemptAt: now + wait,
      lastError: failure.detail,
      label: descriptor.label(record ?? entry.body),
    });
  }
}

/** When the earliest lane in its own backoff may go again, if any. */
export async function earliestRetry(db: AppDatabase): Promise<number | undefined> {
  let earliest: number | undefined;
  await db.outbox.each((entry) => {
    if (entry.nextAttemptAt !== undefined && (earliest === undefined || entry.nextAttemptAt < earliest)) earliest = entry.nextAttemptAt;
  });
  return earliest;
}

/** "Retry" / coming online / focus: every lane in its own backoff may go at once. */
export async function clearEntryBackoff(db: AppDatabase): Promise<void> {
  await db.outbox.filter((entry) => entry.nextAttemptAt !== undefined).modify((entry) => void delete entry.nextAttemptAt);
}
