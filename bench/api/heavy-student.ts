// The fairness case: other students reading their bookmark lists (one request in flight each), alone and
// while one heavy student pages through 10,000 bookmarks at 500 a page from several connections at once (a
// few devices and tabs syncing, or a script), measured in turns in the same run. The heavy student honours
// Retry-After as the app's sync queue does. Goal: the others keep ≥ 80 % of their requests per second and
// their p99 grows ≤ 1.5×.
import type { Database } from '../../server/db/database';
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

export interface HeavyStudentResult {
  alone: Measured;
  together: Measured;
  heavy: Measured;
}

export async function measureHeavyStudent(db: Database, keys: Keys, options: HeavyStudentOptions): Promise<HeavyStudentResult> {
  const others = await seedUsers(db, keys, options.others, 20);
  const [student] = await seedUsers(db, keys, 1, options.heavyRecords);
  const heavySlots: Slot[] = Array.from({ length: options.heavyConnections }, () => ({ ...student! }));
  const { origin, path, durationMs, warmupMs } = options;
  const othersJob = { origin, path, op: 'list' as const, connections: others.length, slots: others, durationMs, warmupMs, idempotencyKeys: false };
  const alone: LoadResult[] = [];
  const together: LoadResult[] = [];
  const heavy: LoadResult[] = [];
  for (let round = 0; round < options.rounds; round++) {
    alone.push(await runLoad(othersJob));
    // Both start together and measure the same span after the same warm-up.
    const [withHeavy, walking] = await Promise.all([
      runLoad(othersJob),
      runLoad({ origin, path, op: 'walk', pageSize: options.pageSize, connections: heavySlots.length, slots: heavySlots, durationMs, warmupMs, idempotencyKeys: false }),
    ]);
    together.push(withHeavy);
    heavy.push(walking);
  }
  return { alone: summarise(alone), together: summarise(together), heavy: summarise(heavy) };
}
