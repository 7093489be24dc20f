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

  it('takes back an attempt within its window only', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect([limiter.attempt('a'), limiter.attempt('a')]).toEqual([true, true]);
    limiter.refund('a');
    expect(limiter.attempt('a')).toBe(true);
    expect(limiter.attempt('a')).toBe(false);
    limiter.refund('unknown');
    now = 60_000;
    limiter.refund('a');
    expect([limiter.attempt('a'), limiter.attempt('a'), limiter.attempt('a')]).toEqual([true, true, false]);
  });
});
