// Sections 1 and 2: queued operations drained with batches vs the plain queue and vs one request per
// change, at each size; and the memory those drains took at the largest size.
import { newId } from '../../../src/data/ids';
import { defaultTuning } from '../../../src/data/sync/sync-tuning';
import type { TestServer } from '../../../test/data/support/test-server';
import { checks, goal, kb, mb, median, ms, printTable, section, times } from '../measure';
import { generateOperations } from '../operations';
import { serverContents } from '../server-state';
import { drainPlainQueue, drainWithEngine, type DrainRun } from './queued-drain';

const VARIANTS = {
  plain: { label: 'plain request queue (reference)', run: drainPlainQueue },
  batched: {
    label: `engine, batches of ${defaultTuning.batchLimit}`,
    run: (server: TestServer, ops: Parameters<typeof drainPlainQueue>[1]) => drainWithEngine(server, ops, {}),
  },
  single: {
    label: `engine, batchLimit 0 (${defaultTuning.concurrency} in flight)`,
    run: (server: TestServer, ops: Parameters<typeof drainPlainQueue>[1]) => drainWithEngine(server, ops, { batchLimit: 0 }),
  },
};
type Variant = keyof typeof VARIANTS;

export async function compareDrains(server: TestServer, size: number, rounds: number): Promise<Record<Variant, DrainRun[]>> {
  // Same seed, same operations; fresh ids per run, since ids are unique across users on the server.
  const operations = generateOperations(size, () => newId());
  const counts = operations.reduce<Record<string, number>>((acc, { op }) => ({ ...acc, [op]: (acc[op] ?? 0) + 1 }), {});
  section(`1. ${size.toLocaleString('en-US')} queued operations drained (${JSON.stringify(counts)}; ${rounds} round${rounds > 1 ? 's' : ''}, medians)`);
  const runs: Record<Variant, DrainRun[]> = { plain: [], batched: [], single: [] };
  const order: Variant[] = ['plain', 'batched', 'single'];
  for (let round = 0; round < rounds; round++) {
    // Take turns, starting with a different variant each round: the machine drifts.
    for (let i = 0; i < order.length; i++) {
      const variant = order[(i + round) % order.length]!;
      runs[variant].push(
        await VARIANTS[variant].run(
          server,
          generateOperations(size, () => newId()),
        ),
      );
    }
  }

  const all = () => [...runs.plain, ...runs.batched, ...runs.single];
  const push = (variant: Variant) => median(runs[variant].map((r) => r.pushMs));
  const settled = (variant: Variant) => median(runs[variant].map((r) => r.settledMs));
  const rows = [['variant', 'until all on server', 'until settled', 'requests sent', 'reads', 'bytes received', 'plain / this', 'goal']];
  for (const variant of order) {
    const [first] = runs[variant];
    const ratio = push('plain') / push(variant);
    rows.push([
      VARIANTS[variant].label,
      ms(push(variant)),
      ms(settled(variant)),
      `${first!.writes}${variant === 'plain' ? '' : ` (${first!.queued} queued)`}`,
      `${first!.reads}`,
      kb(first!.bytes),
      variant === 'plain' ? '1×' : times(ratio),
      variant === 'batched' ? goal(ratio, { atLeast: 10 }) : '',
    ]);
  }
  printTable(rows, [
    `batches vs one request per change: ${times(push('single') / push('batched'))} faster, ${times(runs.single[0]!.writes / runs.batched[0]!.writes)} fewer requests`,
    '"until settled" includes the pull after the push; the feed reads back what was just pushed (bytes received).',
  ]);

  checks.check(
    `no drain of ${size} was rate limited (429)`,
    all().every((run) => run.throttled === 0),
  );
  const reference = (await serverContents(server, runs.plain[0]!.sub)).join('\n');
  const states = await Promise.all(all().map(async (run) => (await serverContents(server, run.sub)).join('\n')));
  checks.check(
    `every run of ${size} leaves the server holding the same records`,
    states.every((state) => state === reference),
  );
  return runs;
}

/** Section 2, from the drains above at one size: peak heap and RSS growth while draining. */
export function printMemory(size: number, runs: Record<Variant, DrainRun[]>, gcExposed: boolean) {
  section(`2. Memory while draining ${size.toLocaleString('en-US')} queued operations (peak over the rounds, sampled every 10 ms)`);
  const rows = [['variant', 'heap before', 'peak heap', 'peak / before', 'heap growth', 'RSS before', 'RSS growth']];
  for (const variant of ['batched', 'single', 'plain'] as const) {
    const peak = runs[variant].map((r) => r.memory).reduce((a, b) => (b.peakHeap - b.heapBefore > a.peakHeap - a.heapBefore ? b : a));
    rows.push([
      VARIANTS[variant].label,
      mb(peak.heapBefore),
      mb(peak.peakHeap),
      times(peak.peakHeap / peak.heapBefore),
      mb(peak.peakHeap - peak.heapBefore),
      mb(peak.rssBefore),
      mb(peak.peakRss - peak.rssBefore),
    ]);
  }
  printTable(rows, [
    gcExposed ? 'garbage collected before each drain (--expose-gc).' : 'no --expose-gc: "before" includes garbage not yet collected.',
    'one process: the heap holds the server, PGlite (its WASM memory counts in RSS) and fake-indexeddb too.',
  ]);
}
