// npx tsx bench/sync/live.ts [sections=1,2,3] [changes=100] [gap-ms=200] [idle-seconds=30] [token-life=3]
//   [devices=1000] [seconds=30]
// Live pokes (GET /api/changes/stream/), measured against the issue's goals, on the real server in API
// processes of their own (api-processes.ts): one on in-memory PGlite, or, with BENCH_DATABASE_URL=postgres://…,
// two on one PostgreSQL (a fresh schema, dropped afterwards) with the devices on different processes.
//   1. poke latency between two devices (the real src/data sync engine on fake-indexeddb): p50 ≤ 300 ms, p95 ≤ 1 s
//   2. idle requests per device per hour, stream vs the 30 s poll (the real engine): ≤ 2 %
//   3. 1,000 devices as plain HTTP clients reading their streams, one write a second: CPU, memory, pokes, none missed
// Exits 1 when a correctness check fails; goals not met are a finding, not a failure.
import { benchArgs } from '../args';
import { startApiProcesses } from './live/api-processes';
import { measureIdle } from './live/idle';
import { measureLatency } from './live/latency';
import { measureManyDevices } from './live/many-devices';
import { checks, ms } from './measure';

const args = benchArgs();
const sections = new Set((args.sections ?? '1,2,3').split(',').map(Number));
const started = performance.now();
const servers = await startApiProcesses();
console.log(`Live pokes bench: ${servers.label}; node ${process.version}`);
try {
  if (sections.has(1)) await measureLatency(servers, Number(args.changes ?? 100), Number(args['gap-ms'] ?? 200));
  if (sections.has(2)) await measureIdle(servers, Number(args['idle-seconds'] ?? 30), Number(args['token-life'] ?? 3));
  if (sections.has(3)) await measureManyDevices(servers, Number(args.devices ?? 1000), Number(args.seconds ?? 30));
} finally {
  await servers.close();
}
console.log(`\nTotal ${ms(performance.now() - started)}. Correctness: ${checks.failed.length ? `FAILED (${checks.failed.join('; ')})` : 'all checks passed'}.`);
process.exitCode = checks.failed.length ? 1 : 0;
