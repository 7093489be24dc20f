// The rows the sync engine keeps in Dexie beside the mirrored records.
import type { EntityName } from '../entities/entity-descriptor';

export type OutboxOp = 'create' | 'update' | 'delete';

export interface OutboxEntry {
  /** Auto-increment key: the global order of local writes. FIFO per record follows it. */
  seq?: number;
  /** Sent as `Idempotency-Key`; a replay of the same key cannot apply twice on the server. */
  id: string;
  entity: EntityName;
  entityId: string;
  op: OutboxOp;
  /** create: every writable field plus `id`; update: the changed fields; delete: `{}`. */
  body: Record<string, unknown>;
  createdAt: number;
  /**
   * How many times it was handed to the network. Above zero the server may already have applied it
   * under this id, so it is sealed: coalescing must never change its body.
   */
  attempts: number;
  lastError?: string;
}

/** An entry the server refused (4xx). Its record's lane waits until the user retries or discards it. */
export interface DeadLetter extends OutboxEntry {
  seq: number;
  status: number;
  detail: string;
  failedAt: number;
  /** What the user sees in the list, e.g. the link's title. */
  label: string;
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
