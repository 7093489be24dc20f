// Queued offline work drained on reconnect, three ways over the same operations and the same server:
// the engine with batches (the app's default tuning), the engine with one request per change
// (`batchLimit: 0`), and a plain request queue (plain-queue.ts). One run of each variant is one
// fresh student. Also samples memory during each drain.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { newId } from '../../../src/data/ids';
import type { SyncTuning } from '../../../src/data/sync/sync-tuning';
import type { TestServer } from '../../../test/data/support/test-server';
import { LATENCY_MS, openDevice, queueOffline, settle, syncNow } from '../devices';
import { collectGarbage, sampleMemory, type MemoryPeak } from '../measure';
import { clientFetch, countingFetch } from '../network';
import type { Operation } from '../operations';
import { runPlainQueue } from '../plain-queue';

export interface DrainRun {
  sub: string;
  /** From coming online until the last change was answered by the server. */
  pushMs: number;
  /** Until the engine is done (outbox empty, the pull after the push included); = pushMs for the plain queue. */
  settledMs: number;
  /** Requests that carried changes, and reads. */
  writes: number;
  reads: number;
  /** Response bytes of the whole drain (the engine's pull reads back what it pushed). */
  bytes: number;
  throttled: number;
  queued: number;
  memory: MemoryPeak;
}

/** The engine: a device that synced once before (it has a feed cursor), goes offline, queues, comes back. */
export async function drainWithEngine(server: TestServer, operations: readonly Operation[], tuning: Partial<SyncTuning>): Promise<DrainRun> {
  const sub = `bench-engine-${newId()}`;
  const first = await openDevice(server, sub, { tuning });
  await syncNow(first);
  await first.close();
  const queued = await queueOffline(first.indexedDB, sub, operations);
  const device = await openDevice(server, sub, { indexedDB: first.indexedDB, online: false, tuning });
  // Let the status query read the queue once (as a restarted app would) before the clock starts.
  while (device.data.sync.status.pending !== queued) await new Promise((resolve) => setTimeout(resolve, 5));
  device.traffic.reset();
  collectGarbage();
  const memory = sampleMemory();
  const started = performance.now();
  device.env.setOnline(true);
  await settle(device);
  const settledMs = performance.now() - started;
  const peak = memory.stop();
  const { writes, reads, bytes, throttled, lastWriteAnsweredAt } = device.traffic;
  await device.close();
  return { sub, pushMs: lastWriteAnsweredAt - started, settledMs, writes, reads, bytes, throttled, queued, memory: peak };
}

/** The reference: one stored request per operation, replayed in order, one at a time. */
export async function drainPlainQueue(server: TestServer, operations: readonly Operation[]): Promise<DrainRun> {
  const sub = `bench-plain-${newId()}`;
  const token = await server.issueToken(sub);
  const { fetch, traffic } = countingFetch(clientFetch(server.app), LATENCY_MS);
  let memory: ReturnType<typeof sampleMemory> | undefined;
  const result = await runPlainQueue(
    { indexedDB: new IDBFactory(), IDBKeyRange },
    operations,
    (request) =>
      fetch(`http://api${request.path}`, {
        method: request.method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': newId(),
          ...(request.body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: request.body,
      }),
    () => {
      collectGarbage();
      memory = sampleMemory();
    },
  );
  const peak = memory!.stop();
  return {
    sub,
    pushMs: result.elapsed,
    settledMs: result.elapsed,
    writes: traffic.writes,
    reads: traffic.reads,
    bytes: traffic.bytes,
    throttled: traffic.throttled,
    queued: operations.length,
    memory: peak,
  };
}
