// The rows the sync engine keeps in Dexie beside the mirrored records.
import type { EntityName } from '../entities/entity-descriptor';

export type OutboxOp = 'create' | 'update' | 'delete';

/**
 * The shape of queued entries this app version writes and sends. Entries of an older format are
 * migrated when the database opens (app-database.ts); entries of an unknown format are never sent.
 */
export const OUTBOX_FORMAT = 2;

export interface OutboxEntry {
  /** Auto-increment key: the global order of local writes. FIFO per record follows it. */
  seq?: number;
  /** Sent as `Idempotency-Key`; a replay of the same key cannot apply twice on the server. */
  id: string;
  format: number;
  entity: EntityName;
  entityId: string;
  op: OutboxOp;
  /** create: every writable field plus `id`; update: the changed fields; delete: `{}`. */
  body: Record<string, unknown>;
  /**
   * update/delete: the server version of the copy this change was made on (sent as If-Match).
   * Undefined: unconditional (the record had no server version yet, or an entry from format 1).
   */
  baseVersion?: number;
  /** update: each changed field's value before the change, for the three-way merge on a 412. */
  base?: Record<string, unknown>;
  createdAt: number;
  /**
   * How many times it was handed to the network. Above zero the server may already have applied it
   * under this id, so it is sealed: coalescing must never change its body.
   */
  attempts: number;
  lastError?: string;
  /** Failures of this entry alone while the server answered others: its own backoff and attempt cap. */
  failedAttempts?: number;
  failingSince?: number;
  /** Not sent again before this time (its own backoff). */
  nextAttemptAt?: number;
  /** What the user calls the record, kept once it fails, for the sync panel. */
  label?: string;
}

/**
 * The entry as a new attempt under a new idempotency key (the server keeps its answer to the old one):
 * unsent, with no failures or backoff behind it.
 */
export function asFreshAttempt<T extends OutboxEntry>(entry: T, id: string): OutboxEntry {
  const { lastError: _lastError, failedAttempts: _failed, failingSince: _since, nextAttemptAt: _next, ...rest } = entry;
  return { ...rest, id, attempts: 0 };
}

/** An entry the server refused (4xx) or that failed too often. Its record's lane waits for the user. */
export interface DeadLetter extends OutboxEntry {
  seq: number;
  status: number;
  detail: string;
  failedAt: number;
  /** What the user sees in the list, e.g. the link's title. */
  label: string;
}

/**
 * Something sync did that the user should know about, with a way back:
 * - replaced: this device's change overwrote another device's value of `field` (Restore puts it back);
 * - delete-refused: another device changed a record this device deleted, so it was kept (Delete anyway);
 * - edit-of-deleted: this device edited a record another device deleted (Restore as a new record).
 */
export interface Conflict {
  id: string;
  kind: 'replaced' | 'delete-refused' | 'edit-of-deleted';
  entity: EntityName;
  entityId: string;
  label: string;
  field?: string;
  /** replaced: the other device's value that was overwritten. */
  replaced?: unknown;
  /** edit-of-deleted: this device's copy of the record, to restore as a new one. */
  snapshot?: Record<string, unknown>;
  createdAt: number;
}

export interface Notice {
  id: string;
  message: string;
  createdAt: number;
}

export interface SyncMetaRow {
  key: string;
  value: unknown;
}

export const laneKey = (entry: Pick<OutboxEntry, 'entity' | 'entityId'>) => `${entry.entity}:${entry.entityId}`;
