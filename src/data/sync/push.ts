// The outbox drain. Each pass sends the first entry of every lane that may go (one record's changes
// stay in order; records go in parallel), in batches when the server offers them, else one request
// per entry. A lane whose entry fails on its own is left for its own retry and the others go on;
// only "no connection", a sign-in or a rate limit (which is per user) stops the whole push.
import type { ApiClient } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import { isServerRecord, type EntityDescriptor } from '../entities/entity-descriptor';
import { descriptorFor, type EntityRegistry } from '../entities/entity-registry';
import type { EntryFailure } from './entry-failures';
import { isCurrentFormat, UNKNOWN_FORMAT_DETAIL } from './outbox-format';
import { planPushPass, sealForSending } from './outbox-queue';
import type { Outcome } from './outcome';
import { sendEntries, type Transport } from './push-transport';
import { resolveConflict } from './resolve-conflict';
import { laneKey, type OutboxEntry } from './sync-records';
import { completeEntry, deadLetterEntry, dropGoneRecord } from './write-back';

export interface PushDeps {
  db: AppDatabase;
  api: ApiClient;
  registry: EntityRegistry;
  transport: Transport;
  signal: AbortSignal;
  log: Pick<Console, 'error' | 'warn'>;
}

/** Why a push stopped before the outbox was empty. */
export type PushStop =
  | { kind: 'retry'; offline: boolean; retryAfterMs?: number; detail: string }
  | { kind: 'auth-required' }
  | { kind: 'stopped' };

export interface PushReport {
  /** Entries the server answered meaningfully (applied, refused, conflict, gone): it is up. */
  answered: number;
  /** Entries that failed on their own this time (5xx, 408, a timeout). */
  failures: EntryFailure[];
  stop?: PushStop;
}

// A record another device keeps changing could answer 412 forever; it waits for the next drain.
const MAX_CONFLICTS_PER_DRAIN = 3;

export async function pushOutbox(deps: PushDeps): Promise<PushReport> {
  const report: PushReport = { answered: 0, failures: [] };
  const skip = new Set<string>();
  const conflicts = new Map<string, number>();
  for (;;) {
    // Each pass re-reads the outbox, so writes made while draining are picked up (and coalesced).
    const { ready } = await planPushPass(deps.db, deps.registry, skip);
    const sendable: OutboxEntry[] = [];
    for (const entry of ready) {
      if (isCurrentFormat(entry)) sendable.push(entry);
      else await deadLetterEntry(deps, descriptorFor(deps.registry, entry.entity), entry, 0, UNKNOWN_FORMAT_DETAIL);
    }
    if (!sendable.length) return report;
    const sealed = await sealForSending(deps.db, sendable);
    const stop = await sendEntries(deps, sealed, async (entry, outcome) => {
      const result = await apply(deps, entry, outcome);
      if (result === 'answered') report.answered++;
      else if (result === 'conflict') {
        report.answered++;
        const count = (conflicts.get(laneKey(entry)) ?? 0) + 1;
        conflicts.set(laneKey(entry), count);
        if (count >= MAX_CONFLICTS_PER_DRAIN) skip.add(laneKey(entry));
      } else if (result.kind === 'failed') {
        report.failures.push(result.failure);
        skip.add(laneKey(entry));
      } else return result;
      return undefined;
    });
    if (deps.signal.aborted) return { ...report, stop: { kind: 'stopped' } };
    if (stop) return { ...report, stop };
  }
}

type Applied = 'answered' | 'conflict' | { kind: 'failed'; failure: EntryFailure } | PushStop;

async function apply(deps: PushDeps, entry: OutboxEntry, outcome: Outcome | 'aborted'): Promise<Applied> {
  if (outcome === 'aborted') return { kind: 'stopped' };
  const descriptor = descriptorFor(deps.registry, entry.entity);
  switch (outcome.kind) {
    case 'success':
      if (entry.op !== 'delete' && !isServerRecord(descriptor, outcome.body)) {
        return { kind: 'retry', offline: true, detail: 'The server sent an unexpected answer' };
      }
      await completeEntry(deps, descriptor, entry, outcome.body);
      return 'answered';
    case 'gone':
      // A singleton cannot be "deleted elsewhere"; a 404 there is a server problem for the user to see.
      if (descriptor.kind === 'singleton') return deadLetter(deps, descriptor, entry, 404, 'Not found');
      await dropGoneRecord(deps, descriptor, entry);
      return 'answered';
    case 'conflict':
      if (entry.op === 'create' || !isServerRecord(descriptor, outcome.current)) {
        return deadLetter(deps, descriptor, entry, 412, 'The server refused a change based on an older copy.');
      }
      await resolveConflict(deps.db, descriptor, entry, outcome.current);
      return 'conflict';
    case 'rejected':
      return deadLetter(deps, descriptor, entry, outcome.status, outcome.detail);
    case 'retry':
      // 429 is the user's whole budget, and no answer at all is the network: everything waits.
      if (outcome.offline || outcome.status === 429 || outcome.retryAfterMs !== undefined) return outcome;
      // A timeout has no status: 408 is the nearest a student-facing reason can say.
      return { kind: 'failed', failure: { seq: entry.seq!, id: entry.id, status: outcome.status ?? 408, detail: outcome.detail } };
    case 'auth-required':
      return { kind: 'auth-required' };
  }
}

async function deadLetter(deps: PushDeps, descriptor: EntityDescriptor, entry: OutboxEntry, status: number, detail: string) {
  const letter = await deadLetterEntry(deps, descriptor, entry, status, detail);
  if (letter) deps.log.error(`The server refused to ${entry.op} ${descriptor.noun} "${letter.label}" (HTTP ${status}): ${detail}`, letter);
  return 'answered' as const;
}
