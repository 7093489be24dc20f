// The load generator's thread (started by load.ts): exactly `connections` requests in flight over
// keep-alive sockets for a fixed time, each connection sending its next request as soon as its last one is
// answered. It runs apart from the server's event loop so that making requests does not steal the time
// of the server it measures. Plain node:http, no dependencies (autocannon is not installed).
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadJob, LoadResult, Slot } from './load';

const job = workerData as LoadJob;
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const statuses: Record<string, number> = {};
const latencies: number[] = [];
let records = 0;
const walkStart = `${job.path}?limit=${job.pageSize ?? 500}`;

function send(slot: Slot): Promise<{ status: number; body: Buffer; retryAfter: number }> {
  const target = job.op === 'update' ? `${job.path}${slot.id}/` : job.op === 'walk' ? (slot.next ?? walkStart) : job.path;
  const body =
    job.op === 'list' || job.op === 'walk'
      ? undefined
      : JSON.stringify(job.op === 'create' ? { title: 'Course notes', url: 'https://example.edu/notes' } : { title: `Edited ${slot.version}` });
  const headers: Record<string, string> = { authorization: `Bearer ${slot.token}`, 'x-owner': slot.sub };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (body !== undefined && job.idempotencyKeys) headers['idempotency-key'] = crypto.randomUUID();
  if (job.op === 'update') headers['if-match'] = `"${slot.version}"`;
  const method = job.op === 'list' || job.op === 'walk' ? 'GET' : job.op === 'create' ? 'POST' : 'PATCH';
  return new Promise((resolve, reject) => {
    const req = request(`${job.origin}${target}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      const retryAfter = Number(res.headers['retry-after'] ?? 0);
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), retryAfter }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ID_KEY = Buffer.from('{"id":');
const NEXT = /"next":(null|"((?:[^"\\]|\\.)*)")/;

/**
 * What a walk needs of a page: its `next` (in the page's head, before `results`) and how many records it
 * held, found without parsing 150 kB of records. The walk runs beside the server on the same cores: parsing
 * every record it does not look at would measure the client's work, not the server's.
 */
function skimPage(body: Buffer): { shown: number; next: string | undefined } {
  const head = body.subarray(0, body.indexOf('"results":')).toString('utf8');
  const match = NEXT.exec(head);
  if (!match) throw new Error(`a page without next: ${head.slice(0, 200)}`);
  let shown = 0;
  for (let at = body.indexOf(ID_KEY); at !== -1; at = body.indexOf(ID_KEY, at + ID_KEY.length)) shown++;
  return { shown, next: match[2] === undefined ? undefined : (JSON.parse(`"${match[2]}"`) as string) };
}

async function connection(slot: Slot, until: number, record: boolean): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    let status: number | string;
    let shown = 0;
    let pause = 0;
    try {
      const answer = await send(slot);
      status = answer.status;
      // The next PATCH is based on the version this one produced, as a client's would be.
      if (job.op === 'update' && status === 200) slot.version = (JSON.parse(answer.body.toString('utf8')) as { version: number }).version;
      if (job.op === 'list' && status === 200) shown = (JSON.parse(answer.body.toString('utf8')) as { results: unknown[] }).results.length;
      if (job.op === 'walk' && status === 200) ({ shown, next: slot.next } = skimPage(answer.body));
      // As the app's sync queue does: a refused request waits as long as the server asks.
      if (status === 429) pause = answer.retryAfter * 1000;
    } catch (error) {
      status = (error as NodeJS.ErrnoException).code ?? 'network error';
    }
    if (record) {
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      records += shown;
    }
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(pause, until - performance.now())));
  }
}

const slots = job.slots.map((slot) => ({ ...slot }));
// A short warm-up first (JIT, pools, sockets), not counted.
await Promise.all(slots.map((slot) => connection(slot, performance.now() + job.warmupMs, false)));
const started = performance.now();
await Promise.all(slots.map((slot) => connection(slot, started + job.durationMs, true)));
const elapsedMs = performance.now() - started;
agent.destroy();

const result: LoadResult = { elapsedMs, latencies, statuses, slots, records };
parentPort?.postMessage(result);
