// npx tsx bench/sync/run.ts [operations=1000] [rounds=3]
// Queues bookmark operations offline, then drains them against the real server (in-process, PGlite):
// with the sync engine (coalescing, records in parallel), and as a plain request queue (one stored
// request per operation, in order, one at a time). Same operations, same server, same run; the
// variants take turns each round and the medians are compared (this machine is noisy).
// BENCH_LATENCY_MS=30 adds a simulated network round trip to every request.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { newId } from '../../src/data/ids';
import { manualEnvironment } from '../../src/data/sync/sync-environment';
import { defaultTuning } from '../../src/data/sync/sync-tuning';
import { openUserData } from '../../src/data/user-data';
import { startTestServer, type TestServer } from '../../test/data/support/test-server';
import { generateOperations, type Operation } from './operations';
import { runPlainQueue } from './plain-queue';

const COUNT = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 3);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

interface Result {
  sub: string;
  elapsed: number;
  requests: number;
}

function network(server: TestServer): typeof fetch {
  if (!LATENCY_MS) return server.fetch;
  return async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    return server.fetch(input, init);
  };
}

async function runSyncEngine(server: TestServer, operations: Operation[], concurrency: number): Promise<Result & { queued: number }> {
  const sub = `bench-engine-${newId()}`;
  const token = await server.issueToken(sub);
  const send = network(server);
  let requests = 0;
  const environment = manualEnvironment({ online: false });
  const data = openUserData({
    userId: sub,
    getAccessToken: async () => token,
    apiBaseUrl: 'http://api',
    fetch: (input, init) => {
      if (init?.method !== 'GET') requests++; // the pull after reconnecting is not part of the comparison
      return send(input, init);
    },
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    environment,
    tuning: { concurrency },
  });
  // The engine makes its own ids; map the generator's to them.
  const ids = new Map<string, string>();
  for (const operation of operations) {
    if (operation.op === 'create') {
      const { op: _op, id, ...fields } = operation;
      ids.set(id, (await data.bookmarks.create(fields)).id);
    } else if (operation.op === 'update') await data.bookmarks.update(ids.get(operation.id)!, operation.changes);
    else await data.bookmarks.remove(ids.get(operation.id)!);
  }
  const queued = await data.db.outbox.count();
  const started = performance.now();
  environment.setOnline(true);
  while ((await data.sync.drainNow()) !== 'drained' || (await data.pendingCount()) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const elapsed = performance.now() - started;
  await data.sync.stop();
  data.close();
  return { sub, elapsed, requests, queued };
}

async function runPlain(server: TestServer, operations: Operation[]): Promise<Result> {
  const sub = `bench-plain-${newId()}`;
  const token = await server.issueToken(sub);
  const send = network(server);
  const result = await runPlainQueue({ indexedDB: new IDBFactory(), IDBKeyRange }, operations, (request) =>
    send(`http://api${request.path}`, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': newId(),
        ...(request.body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: request.body,
    }),
  );
  return { sub, ...result };
}

const contents = async (server: TestServer, sub: string) =>
  (await server.read<{ results: { title: string; url: string; description: string }[] }>(sub, '/api/bookmarks/')).results
    .map(({ title, url, description }) => `${title} ${url} ${description}`)
    .sort()
    .join('\n');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startTestServer();
try {
  // Same seed, same operations; fresh ids each time, since ids are unique across users on the server.
  const fresh = () => generateOperations(COUNT, () => newId());
  const operations = fresh();
  const counts = operations.reduce<Record<string, number>>((acc, { op }) => ({ ...acc, [op]: (acc[op] ?? 0) + 1 }), {});
  console.log(`${COUNT} operations queued offline: ${JSON.stringify(counts)}; ${ROUNDS} rounds; simulated latency ${LATENCY_MS} ms`);

  const runs = { engine: [] as Result[], serial: [] as Result[], plain: [] as Result[] };
  let queued = 0;
  for (let round = 0; round < ROUNDS; round++) {
    runs.plain.push(await runPlain(server, fresh()));
    const engine = await runSyncEngine(server, operations, defaultTuning.concurrency);
    queued = engine.queued;
    runs.engine.push(engine);
    runs.serial.push(await runSyncEngine(server, operations, 1));
  }

  const reference = await contents(server, runs.plain[0]!.sub);
  const all = [...runs.engine, ...runs.serial, ...runs.plain];
  const same = (await Promise.all(all.map((run) => contents(server, run.sub)))).every((state) => state === reference);

  const time = (results: Result[]) => median(results.map((r) => r.elapsed));
  const requests = (results: Result[]) => results[0]!.requests;
  const rows = [
    ['', 'drain time (median)', 'requests'],
    [`sync engine (${defaultTuning.concurrency} in parallel)`, `${time(runs.engine).toFixed(0)} ms`, `${requests(runs.engine)} (from ${queued} outbox entries)`],
    ['sync engine (one at a time)', `${time(runs.serial).toFixed(0)} ms`, `${requests(runs.serial)}`],
    ['plain request queue', `${time(runs.plain).toFixed(0)} ms`, `${requests(runs.plain)}`],
    ['ratio plain / engine', `${(time(runs.plain) / time(runs.engine)).toFixed(2)}×`, `${(requests(runs.plain) / requests(runs.engine)).toFixed(2)}×`],
  ];
  for (const [label, drain, sent] of rows) console.log(`${label!.padEnd(32)}${drain!.padEnd(22)}${sent}`);
  console.log(`Every run leaves the server in the same state: ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;
} finally {
  await server.close();
}
