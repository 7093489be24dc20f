// The reference: a plain persistent request queue (Workbox BackgroundSync style). Every operation
// is stored as one request; on reconnect they are replayed in order, one at a time, each deleted
// from IndexedDB once answered.
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { Operation } from './operations';

interface StoredRequest {
  seq?: number;
  method: string;
  path: string;
  body?: string;
}

class QueueDatabase extends Dexie {
  requests!: Table<StoredRequest, number>;
  constructor(options: DexieOptions) {
    super('plain-request-queue', options);
    this.version(1).stores({ requests: '++seq' });
  }
}

function toRequest(operation: Operation): StoredRequest {
  switch (operation.op) {
    case 'create': {
      const { op: _op, ...body } = operation;
      return { method: 'POST', path: '/api/bookmarks/', body: JSON.stringify(body) };
    }
    case 'update':
      return { method: 'PATCH', path: `/api/bookmarks/${operation.id}/`, body: JSON.stringify(operation.changes) };
    case 'delete':
      return { method: 'DELETE', path: `/api/bookmarks/${operation.id}/` };
  }
}

/** `beforeDrain`: called once everything is queued, just before the clock starts. */
export async function runPlainQueue(
  options: DexieOptions,
  operations: readonly Operation[],
  send: (request: StoredRequest) => Promise<Response>,
  beforeDrain?: () => void,
) {
  const db = new QueueDatabase(options);
  for (const operation of operations) await db.requests.add(toRequest(operation));
  beforeDrain?.();
  const started = performance.now();
  let requests = 0;
  for (let request = await db.requests.orderBy('seq').first(); request; request = await db.requests.orderBy('seq').first()) {
    const response = await send(request);
    requests++;
    if (!response.ok) throw new Error(`${request.method} ${request.path} → ${response.status}`);
    await db.requests.delete(request.seq!);
  }
  const elapsed = performance.now() - started;
  db.close();
  return { elapsed, requests };
}
