import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/identity/rate-limiter';

describe('rate limiter', () => {
  it('allows `limit` attempts per key and window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.attempt('a'))).toEqual([true, true, true, false]);
    expect(limiter.attempt('b')).toBe(true);
    now = 59_999;
    expect(limiter.attempt('a')).toBe(false);
    now = 60_000;
    expect(limiter.attempt('a')).toBe(true);
  });
});
