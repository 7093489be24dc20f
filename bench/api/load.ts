// Runs one load measurement in a worker thread (load-worker.ts) and sums it up: requests per second,
// latency percentiles and every answer's status, so errors and 429s are counted, never hidden.
import { Worker } from 'node:worker_threads';

export type Op = 'list' | 'create' | 'update';
/** `walk`: page through the whole list at `pageSize` a page, following `next`, from the start again at the end. */
export type LoadOp = Op | 'walk';

/** One connection's identity: whose token it sends and, for updates, which record at which version. */
export interface Slot {
  sub: string;
  token: string;
  id?: string;
  version?: number;
  /** For a walk: the path and query of the page this connection asks for next. */
  next?: string;
}

export interface LoadJob {
  origin: string;
  /** The collection's path, e.g. /api/bookmarks/ (updates append `{id}/`). */
  path: string;
  op: LoadOp;
  /** A walk's page size. */
  pageSize?: number;
  connections: number;
  slots: Slot[];
  durationMs: number;
  warmupMs: number;
  /** Send a fresh Idempotency-Key with each write, as the app's sync queue does. */
  idempotencyKeys: boolean;
}

export interface LoadResult {
  elapsedMs: number;
  /** Milliseconds, one per answered request. */
  latencies: number[];
  /** Answers by status code (or network error code). */
  statuses: Record<string, number>;
  /** The slots as they ended: updates leave each record at a newer version. */
  slots: Slot[];
  records: number;
}

export interface Measured extends LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Records received in list and walk answers (a walk's pages differ in size). */
  records: number;
  /** Answers that were not 2xx, 429s included. */
  errors: number;
  tooMany: number;
}

const workerUrl = new URL('./load-worker.ts', import.meta.url).href;

export function runLoad(job: LoadJob): Promise<Measured> {
  if (job.slots.length !== job.connections) throw new Error(`need one slot per connection (${job.slots.length} for ${job.connections})`);
  // The worker loads TypeScript through tsx, as this process does.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(summarise([result]));
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Several runs of one measurement taken as one: all their requests over all their time. */
export function summarise(runs: LoadResult[]): Measured {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const elapsedMs = runs.reduce((sum, run) => sum + run.elapsedMs, 0);
  const statuses: Record<string, number> = {};
  for (const run of runs) for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  const errors = Object.entries(statuses).reduce((sum, [status, n]) => sum + (/^2\d\d$/.test(status) ? 0 : n), 0);
  return {
    elapsedMs,
    latencies,
    statuses,
    slots: runs[runs.length - 1]!.slots,
    records: runs.reduce((sum, run) => sum + run.records, 0),
    requests: latencies.length,
    rps: (latencies.length / elapsedMs) * 1000,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    tooMany: statuses['429'] ?? 0,
  };
}
