// A busy key of a database-counted budget claims its hits in blocks: one upsert counts several hits at
// once, and this process hands out the block's numbers itself. Every number is still unique across all
// processes (the database gave the block to this process alone), so no more than `max` requests pass in a
// window however many processes serve it; numbers a process claimed but never used only make the budget
// a little stricter. A key's first claim in a window is of one hit, exactly as before; each further claim
// in that window doubles, up to a 32nd of the budget (so small budgets stay exact) and at most 16.
import type { CounterHit } from '../db/shared-counters';

/** Counts `hits` hits of `key` at once in the database; the count includes them. */
export type ClaimHits = (key: string, hits: number, windowMs: number) => Promise<CounterHit>;

interface Lease {
  /** The next number to hand out, and the last one of the block. */
  next: number;
  last: number;
  resetAt: number;
  size: number;
}

const LARGEST_BLOCK = 16;
const SWEEP_AT_KEYS = 10_000;

export class CounterLeases {
  private readonly leases = new Map<string, Lease>();
  /** A claim in flight per key: the key's other requests wait for it rather than claim blocks of their own. */
  private readonly claiming = new Map<string, Promise<unknown>>();

  constructor(
    private readonly claim: ClaimHits,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number, max: number): Promise<CounterHit> {
    for (;;) {
      const lease = this.leases.get(key);
      if (lease && lease.resetAt > this.now() && lease.next <= lease.last) return { count: lease.next++, resetAt: lease.resetAt };
      const pending = this.claiming.get(key);
      if (!pending) break;
      await pending.catch(() => undefined);
    }
    const size = this.blockSize(this.leases.get(key), max);
    const claimed = this.claim(key, size, windowMs);
    this.claiming.set(key, claimed);
    try {
      const { count, resetAt } = await claimed;
      this.sweep();
      this.leases.set(key, { next: count - size + 2, last: count, resetAt, size });
      return { count: count - size + 1, resetAt };
    } finally {
      this.claiming.delete(key);
    }
  }

  private blockSize(previous: Lease | undefined, max: number): number {
    const largest = Math.max(1, Math.min(LARGEST_BLOCK, Math.floor(max / 32)));
    // Used up its block within the window: busy, so the next block is larger.
    return previous && previous.resetAt > this.now() ? Math.min(previous.size * 2, largest) : 1;
  }

  private sweep(): void {
    if (this.leases.size < SWEEP_AT_KEYS) return;
    const time = this.now();
    for (const [key, lease] of this.leases) if (lease.resetAt <= time) this.leases.delete(key);
  }
}
