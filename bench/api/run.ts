// npx tsx bench/api/run.ts [seconds=5] [warmup=1] [rounds=3] [connections=100] [ops=list,create,update,fairness] [breakdown=auto|on|off]
//   [others=45] [heavy-connections=8] [heavy-records=10000] [page=500]
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a fresh schema, dropped afterwards); PGlite otherwise.
// Throughput and p99 latency of the real bookmark routes (list, create, update with If-Match) under
// `connections` requests always in flight, as a ratio of a bare Fastify route running the same query on the
// same database handle in the same run. Goal: ≥ 50 % of bare on PostgreSQL. When an
// operation misses it (or breakdown=on), the bare route is measured again with the real server's pieces
// added one at a time, to show where the time goes. `fairness`: other students' list reads alone and beside
// one heavy student paging through their 10,000 bookmarks (heavy-student.ts). Exits 1 when any answer is not
// a success (the heavy student's 429s excepted: they are the fairness limit at work).
import { availableParallelism, loadavg } from 'node:os';
import { LAYER_NAMES, LAYERS, startBareApp, type Layer } from './bare';
import { runLoad, summarise, type LoadResult, type Measured, type Op, type Slot } from './load';
import { measureHeavyStudent } from './heavy-student';
import { GOAL, printBreakdown, printFairness, printTable, type Comparison } from './report';
import { makeKeys, openBenchDatabase, seedUsers, startRealApp } from './setup';
import { benchArgs } from '../args';

const args = benchArgs();
const seconds = Number(args.seconds ?? 5);
const warmup = Number(args.warmup ?? 1);
const rounds = Number(args.rounds ?? 3);
const connections = Number(args.connections ?? 100);
const requested = (args.ops ?? 'list,create,update,fairness').split(',');
const ops = requested.filter((op): op is Op => op !== 'fairness');
const breakdown = args.breakdown ?? 'auto';
const PATH = '/api/bookmarks/';

const database = await openBenchDatabase();
console.log(
  `API bench: ${database.label}; ${availableParallelism()} cores (load average ${loadavg()[0]!.toFixed(1)}: what else runs here); ` +
    `node ${process.version}; ${connections} connections; ${rounds} rounds of ${seconds} s per measurement after ${warmup} s warm-up`,
);
const keys = await makeKeys();
const real = await startRealApp(database.db, keys);
const bare = await startBareApp(database.db, keys);
// One set of users per operation: creates must not grow the lists being measured. Each list holds 20 links.
const seeded: Record<Op, number> = { list: 20, create: 0, update: 1 };
const slots = {} as Record<Op, Slot[]>;
for (const op of ops) slots[op] = await seedUsers(database.db, keys, connections, seeded[op]);

/** One measurement per target in each round, the targets taking turns, so a noisy neighbour hits all alike. */
async function compare(op: Op, targets: { origin: string; idempotencyKeys: boolean }[]): Promise<Measured[]> {
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { origin, idempotencyKeys }] of targets.entries()) {
      const job = { origin, path: PATH, op, connections, slots: slots[op], durationMs: seconds * 1000, warmupMs: warmup * 1000, idempotencyKeys };
      const result = await runLoad(job);
      // Updates moved every record to a newer version: the next run's If-Match must name it.
      slots[op] = result.slots;
      runs[i]!.push(result);
    }
  }
  return runs.map(summarise);
}

let failed = false;
try {
  if (requested.includes('fairness')) {
    const heavyConnections = Number(args['heavy-connections'] ?? 8);
    const pageSize = Number(args.page ?? 500);
    const result = await measureHeavyStudent(database.db, keys, {
      origin: real.origin,
      path: PATH,
      others: Number(args.others ?? 45),
      heavyConnections,
      heavyRecords: Number(args['heavy-records'] ?? 10_000),
      pageSize,
      rounds,
      durationMs: seconds * 1000,
      warmupMs: warmup * 1000,
    });
    printFairness(result, heavyConnections, pageSize);
    failed = result.alone.errors + result.together.errors + result.heavy.errors - result.heavy.tooMany > 0;
  }
  const rows: Comparison[] = [];
  for (const op of ops) {
    // The app's sync queue sends an Idempotency-Key with every change, so the real routes get one too.
    const [reference, ours] = await compare(op, [
      { origin: bare.origin, idempotencyKeys: false },
      { origin: real.origin, idempotencyKeys: true },
    ]);
    rows.push({ op, bare: reference!, ours: ours! });
  }
  if (rows.length > 0) printTable(rows, database.label.startsWith('PostgreSQL'));
  failed ||= rows.some((row) => row.bare.errors + row.ours.errors > 0);

  const explain = rows.filter((row) => breakdown === 'on' || (breakdown === 'auto' && row.ours.rps / row.bare.rps < GOAL));
  for (const { op } of explain) {
    const layers: readonly Layer[] = op === 'list' ? LAYERS.slice(0, 3) : LAYERS;
    const layered = [];
    for (let n = 1; n <= layers.length; n++) layered.push(await startBareApp(database.db, keys, layers.slice(0, n)));
    try {
      // Measured again beside the steps rather than taken from the table above: one set of conditions.
      const origins = [bare.origin, ...layered.map((app) => app.origin), real.origin];
      const results = await compare(
        op,
        origins.map((origin, i) => ({ origin, idempotencyKeys: i > 0 })),
      );
      const names = ['bare route', ...layers.map((layer) => LAYER_NAMES[layer]), 'the real route (+ schemas, hooks, headers)'];
      const steps = results.map((result, i) => ({ name: names[i]!, result }));
      printBreakdown(op, steps);
      failed ||= steps.some((step) => step.result.errors > 0);
    } finally {
      for (const { app } of layered) await app.close();
    }
  }
} finally {
  await real.app.close();
  await bare.app.close();
  await database.close();
}
if (failed) {
  console.log('\nSome answers were not successes (see the error columns).');
  process.exitCode = 1;
}
