// A fixed-window attempt counter kept in memory: enough to slow password guessing against one
// process. (Several processes each keep their own count, which only loosens the limit; DESIGN §4 wants
// such counters in the database, shared.)

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key has used up its attempts for this window. */
  attempt(key: string): boolean;
  /** Takes back one attempt counted in the current window (one that turned out not to count, e.g. a success). */
  refund(key: string): void;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    attempt(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(time);
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },

    refund(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1;
    },
  };
}
