// Budgets counted in blocks, on the real database: two "processes" (two lease holders on one database)
// hammering one key never let more than the budget through between them, a small budget stays exact,
// a busy key needs far fewer database writes than hits and claims its next block before it needs it, and a
// new window starts counting afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitCounter } from '../../../server/db/shared-counters';
import { CounterLeases, type ClaimHits } from '../../../server/http/counter-leases';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A process's lease holder on the shared database, counting the writes it makes. */
function aProcess(now: () => number = Date.now) {
  const holder = { writes: 0, leases: undefined as unknown as CounterLeases };
  const claim: ClaimHits = (key, hits, windowMs) => {
    holder.writes += 1;
    return hitCounter(database.db, { scope: 'lease-test', windowMs, now }, key, hits);
  };
  holder.leases = new CounterLeases(claim, now);
  return holder;
}

/** `hits` concurrent requests of `key`, split between the holders; how many the budget let through. */
async function burst(holders: ReturnType<typeof aProcess>[], key: string, hits: number, max: number): Promise<number> {
  const counts = await Promise.all(Array.from({ length: hits }, (_, index) => holders[index % holders.length]!.leases.hit(key, 60_000, max)));
  expect(new Set(counts.map((hit) => hit.count)).size).toBe(hits); // every number handed out once
  return counts.filter((hit) => hit.count <= max).length;
}

describe('counter leases', () => {
  it('let no more than the budget through across two processes, and need far fewer writes than hits', async () => {
    const [a, b] = [aProcess(), aProcess()];
    const passed = await burst([a, b], 'user:busy', 1000, 640);
    // Numbers claimed and not used only make it stricter: by less than a block per process.
    expect(passed).toBeLessThanOrEqual(640);
    expect(passed).toBeGreaterThanOrEqual(640 - 2 * 15);
    expect(a.writes + b.writes).toBeLessThan(1000 / 8);
  });

  it('keep a small budget exact, one write a hit', async () => {
    const [a, b] = [aProcess(), aProcess()];
    expect(await burst([a, b], 'address:small', 12, 5)).toBe(5);
    expect(a.writes + b.writes).toBe(12);
  });

  it('start a new window from one', async () => {
    let time = Date.parse('2026-11-26T10:00:00Z');
    const holder = aProcess(() => time);
    for (let hit = 1; hit <= 40; hit++) expect((await holder.leases.hit('user:windows', 60_000, 1000)).count).toBe(hit);
    time += 61_000;
    expect((await holder.leases.hit('user:windows', 60_000, 1000)).count).toBe(1);
  });

  it("claim a busy key's next block while half of the current one is left, so that its hits do not wait for it", async () => {
    let claimsStarted = 0;
    let release = (): void => undefined;
    let held: Promise<void> = Promise.resolve();
    const leases = new CounterLeases(async (key, hits, windowMs) => {
      claimsStarted += 1;
      await held;
      return hitCounter(database.db, { scope: 'lease-test', windowMs }, key, hits);
    });
    for (let hit = 0; hit < 100; hit++) await leases.hit('address:ahead', 60_000, 1_000_000);
    held = new Promise((resolve) => (release = resolve));
    const before = claimsStarted;
    let servedWhileClaiming = 0;
    for (;;) {
      const hit = leases.hit('address:ahead', 60_000, 1_000_000);
      const served = await Promise.race([hit.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 100))]);
      if (!served) break; // out of numbers: this one waits for the claim held back
      if (claimsStarted > before) servedWhileClaiming += 1;
    }
    release();
    expect(claimsStarted).toBe(before + 1);
    expect(servedWhileClaiming).toBeGreaterThanOrEqual(4);
  });
});
