// npx tsx bench/sync/run.ts [sizes=1000,10000] [rounds=3] [big-rounds=1] [sections=1,2,3,4,5]
//   [failing=1000] [devices=300] [records=5000] [changes=10]
// Sync benchmarks against the real server (in-process, in-memory PGlite), each printed as a ratio
// against a reference measured in the same run:
//   1. queued operations drained: batches vs a plain request queue and vs one request per change
//   2. memory of that drain at the largest size
//   3. one record failing every time vs none: time until all the others are on the server
//   4. three devices pushing the same edited records at once vs one device; agreement and conflicts
//   5. one pull after a few changes among many records: change feed vs full lists
// `rounds` apply to sizes up to 1,000 and to sections 3–5; `big-rounds` to larger sizes.
// BENCH_LATENCY_MS=30 adds a simulated network round trip to every request. For a clean heap
// before each drain: node --expose-gc --import tsx bench/sync/run.ts
// Exits 1 only when a correctness check fails; goals not met are a finding, not a failure.
import { startTestServer } from '../../test/data/support/test-server';
import { LATENCY_MS } from './devices';
import { checks, collectGarbage, ms } from './measure';

let lap = performance.now();
/** How long the section just printed took, setup included: for keeping the run short. */
function lapTime() {
  console.log(`  (section took ${ms(performance.now() - lap)})`);
  lap = performance.now();
}
import { compareDrains, printMemory } from './scenarios/drain-comparison';
import { compareFailingRecord } from './scenarios/failing-record';
import { compareFeedPull } from './scenarios/feed-pull';
import { compareThreeDevices } from './scenarios/three-devices';
import { POISON } from './server-state';
import { benchArgs } from '../args';

const args = benchArgs();
const numbers = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number) : fallback);
const sizes = numbers(args.sizes, [1000, 10_000]);
const rounds = Number(args.rounds ?? 3);
const bigRounds = Number(args['big-rounds'] ?? 1);
const sections = new Set(numbers(args.sections, [1, 2, 3, 4, 5]));

const started = performance.now();
const gcExposed = collectGarbage();
console.log(
  `Sync benchmarks: sizes ${sizes.join(', ')}; ${rounds} rounds (${bigRounds} above 1,000); latency ${LATENCY_MS} ms; ` +
    `node ${process.version}; gc ${gcExposed ? 'exposed' : 'not exposed'}`,
);
const server = await startTestServer();
lap = performance.now();
try {
  await server.failLinksTitled(POISON);
  if (sections.has(1) || sections.has(2)) {
    const largest = Math.max(...sizes);
    for (const size of sections.has(1) ? sizes : [largest]) {
      const runs = await compareDrains(server, size, size > 1000 ? bigRounds : rounds);
      lapTime();
      if (size === largest && sections.has(2)) printMemory(size, runs, gcExposed);
    }
  }
  if (sections.has(3)) {
    await compareFailingRecord(server, Number(args.failing ?? 1000), rounds);
    lapTime();
  }
  if (sections.has(4)) {
    await compareThreeDevices(server, Number(args.devices ?? 300), rounds);
    lapTime();
  }
  if (sections.has(5)) {
    await compareFeedPull(server, Number(args.records ?? 5000), Number(args.changes ?? 10), rounds);
    lapTime();
  }
} finally {
  await server.close();
}
console.log(`\nTotal ${ms(performance.now() - started)}. Correctness: ${checks.failed.length ? `FAILED (${checks.failed.join('; ')})` : 'all checks passed'}.`);
process.exitCode = checks.failed.length ? 1 : 0;
