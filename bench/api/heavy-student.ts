// The fairness case: other students reading their bookmark lists (one request in flight each), alone and
// while one heavy student pages through 10,000 bookmarks at 500 a page from several connections at once (a
// few devices and tabs syncing, or a script), measured in turns in the same run. The heavy student honours
// Retry-After as the app's sync queue does. Goal: the others keep ≥ 80 % of their requests per second and
// their p99 grows ≤ 1.5×. Each round measures both in turn, so a noisy neighbour on the machine hits both
// alike; the ratios are given per round (their median) as well as over all rounds together. The server's
// event loop is this process's main thread (the load runs in worker threads): how busy it was in each
// measurement tells whether the server or the machine was the limit.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/database';
import { analyzeChangedTables } from '../../server/db/pglite-statistics';
import { runLoad, summarise, type LoadResult, type Measured, type Slot } from './load';
import { seedUsers, type Keys } from './setup';

export const FAIRNESS_GOALS = { rps: 0.8, p99: 1.5 };

export interface HeavyStudentOptions {
  origin: string;
  path: string;
  /** Other students, one connection each, each with 20 links. */
  others: number;
  /** The heavy student's connections, each walking the whole list. */
  heavyConnections: number;
  heavyRecords: number;
  pageSize: number;
  rounds: number;
  durationMs: number;
  warmupMs: number;
}

export interface HeavyStudentRound {
  /** Others' requests per second beside the heavy student over alone, in this round. */
  rps: number;
  /** Others' p99 beside the heavy student over alone, in this round. */
  p99: number;
  /** Share of the time the server's event loop was busy: others alone, and beside the heavy student. */
  busyAlone: number;
  busyTogether: number;
}

export interface HeavyStudentResult {
  alone: Measured;
  together: Measured;
  heavy: Measured;
  rounds: HeavyStudentRound[];
}

/** Runs `measure` and tells how busy this thread's event loop (the server's) was meanwhile. */
async function withBusy<T>(measure: () => Promise<T>): Promise<[T, number]> {
  const before = performance.eventLoopUtilization();
  const result = await measure();
  return [result, performance.eventLoopUtilization(before).utilization];
}

export async function measureHeavyStudent(db: Database, keys: Keys, options: HeavyStudentOptions): Promise<HeavyStudentResult> {
  const others = await seedUsers(db, keys, options.others, 20);
  const [student] = await seedUsers(db, keys, 1, options.heavyRecords);
  // As the server's own pass on PGlite (or PostgreSQL's autovacuum) does within a minute of a bulk insert:
  // the measurement is of a server in its steady state, not of the minute after the import.
  await analyzeChangedTables(db);
  const heavySlots: Slot[] = Array.from({ length: options.heavyConnections }, () => ({ ...student! }));
  const { origin, path, durationMs, warmupMs } = options;
  const othersJob = { origin, path, op: 'list' as const, connections: others.length, slots: others, durationMs, warmupMs, idempotencyKeys: false };
  const alone: LoadResult[] = [];
  const together: LoadResult[] = [];
  const heavy: LoadResult[] = [];
  const rounds: HeavyStudentRound[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const [byThemselves, busyAlone] = await withBusy(() => runLoad(othersJob));
    // Both start together and measure the same span after the same warm-up.
    const [[withHeavy, walking], busyTogether] = await withBusy(() =>
      Promise.all([
        runLoad(othersJob),
        runLoad({
          origin,
          path,
          op: 'walk',
          pageSize: options.pageSize,
          connections: heavySlots.length,
          slots: heavySlots,
          durationMs,
          warmupMs,
          idempotencyKeys: false,
        }),
      ]),
    );
    alone.push(byThemselves);
    together.push(withHeavy);
    heavy.push(walking);
    rounds.push({ rps: withHeavy.rps / byThemselves.rps, p99: withHeavy.p99Ms / byThemselves.p99Ms, busyAlone, busyTogether });
  }
  return { alone: summarise(alone), together: summarise(together), heavy: summarise(heavy), rounds };
}
