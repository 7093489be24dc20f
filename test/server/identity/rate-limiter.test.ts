// The attempt counters in the database: a fixed window per key, refunds within the window only, and one
// count for every process sharing the database (two limiters here stand for two server processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/identity/rate-limiter';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function attempts(limiter: { attempt(key: string): Promise<boolean> }, key: string, count: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await limiter.attempt(key));
  return answers;
}

describe('rate limiter', () => {
  it('allows `limit` attempts per key and window, then refuses until the window ends', async () => {
    let now = 0;
    const limiter = createRateLimiter(database.db, 'window', { limit: 3, windowMs: 60_000, now: () => now });
    expect(await attempts(limiter, 'a', 4)).toEqual([true, true, true, false]);
    expect(await limiter.attempt('b')).toBe(true);
    now = 59_999;
    expect(await limiter.attempt('a')).toBe(false);
    now = 60_000;
    expect(await limiter.attempt('a')).toBe(true);
  });

  it('takes back an attempt within its window only', async () => {
    let now = 0;
    const limiter = createRateLimiter(database.db, 'refund', { limit: 2, windowMs: 60_000, now: () => now });
    expect(await attempts(limiter, 'a', 2)).toEqual([true, true]);
    await limiter.refund('a');
    expect(await attempts(limiter, 'a', 2)).toEqual([true, false]);
    await limiter.refund('unknown');
    now = 60_000;
    await limiter.refund('a');
    expect(await attempts(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('counts the attempts of every process on the database together, and keeps scopes apart', async () => {
    const now = () => 0;
    const first = createRateLimiter(database.db, 'shared', { limit: 3, windowMs: 60_000, now });
    const second = createRateLimiter(database.db, 'shared', { limit: 3, windowMs: 60_000, now });
    const other = createRateLimiter(database.db, 'other', { limit: 3, windowMs: 60_000, now });
    expect([await first.attempt('ada'), await second.attempt('ada'), await first.attempt('ada'), await second.attempt('ada')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await other.attempt('ada')).toBe(true);
  });
});
