// Windowed counters in the database (rate_limit_counters, migration 0019), so that a limit holds
// across every process serving one database. One upsert a hit; expired windows are swept
// now and then by whichever process is counting.
import type { Connection } from './database';

export interface CounterHit {
  /** Hits in this window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface CounterWindow {
  scope: string;
  windowMs: number;
  now?: () => number;
}

// Sweeping on every hit would double the writes; once in a while is enough to keep the table small.
const SWEEP_EVERY_HITS = 1000;
let hitsSinceSweep = 0;

/** `hits`: how many hits to count at once (a process claiming a block of them, counter-leases.ts). */
export async function hitCounter(db: Connection, { scope, windowMs, now = Date.now }: CounterWindow, key: string, hits = 1): Promise<CounterHit> {
  const time = now();
  // A window opens at the key's first hit (not at a clock boundary, which would let a burst straddling
  // one count twice) and a hit after it expired opens the next.
  const [row] = await db.query<{ count: number; expires_at: Date | string; [column: string]: unknown }>(
    `INSERT INTO rate_limit_counters AS counter (scope, key, expires_at, count) VALUES ($1, $2, $4, $5)
     ON CONFLICT (scope, key) DO UPDATE SET
       count = CASE WHEN counter.expires_at <= $3 THEN $5 ELSE counter.count + $5 END,
       expires_at = CASE WHEN counter.expires_at <= $3 THEN $4 ELSE counter.expires_at END
     RETURNING count, expires_at`,
    [scope, key, new Date(time).toISOString(), new Date(time + windowMs).toISOString(), hits],
  );
  hitsSinceSweep += 1;
  if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
    hitsSinceSweep = 0;
    await sweepCounters(db, time);
  }
  return { count: Number(row!.count), resetAt: new Date(row!.expires_at).getTime() };
}

/** Takes back one hit of the current window (one that turned out not to count, e.g. a right password). */
export async function takeBackHit(db: Connection, { scope, now = Date.now }: CounterWindow, key: string): Promise<void> {
  await db.query('UPDATE rate_limit_counters SET count = count - 1 WHERE scope = $1 AND key = $2 AND expires_at > $3 AND count > 0', [
    scope,
    key,
    new Date(now()).toISOString(),
  ]);
}

async function sweepCounters(db: Connection, time = Date.now()): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE expires_at <= $1', [new Date(time).toISOString()]);
}
