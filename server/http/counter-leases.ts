// A busy key of a database-counted budget claims its hits in blocks: one upsert counts several hits at
// once, and this process hands out the block's numbers itself. Every number is still unique across all
// processes (the database gave the block to this process alone), so no more than `max` requests pass in a
// window however many processes serve it; numbers a process claimed but never used only make the budget
// a little stricter. A key's first claim in a window is of one hit, exactly as before; each further claim
// in that window doubles, up to a 32nd of the budget (so small budgets stay exact) and at most 128.
// A busy key claims its next block while half of the current one is left, so that its requests do not all
// stall behind the claim each time a block runs out: under load the claim waits its turn for a pooled
// connection, tens of milliseconds, and the per-address key of a whole campus (or of bench/api's 100
// connections) takes thousands of hits a second. Blocks of 16 without claiming ahead cost a quarter of the
// API's throughput; a process now holds at most a block and a half unused (at 6,000 a minute, 3 %).
import type { CounterHit } from '../db/shared-counters';

/** Counts `hits` hits of `key` at once in the database; the count includes them. */
export type ClaimHits = (key: string, hits: number, windowMs: number) => Promise<CounterHit>;

/** Numbers of one claim still to hand out, in order. */
interface Block {
  next: number;
  last: number;
  resetAt: number;
}

interface Lease {
  /** The block being handed out, then (at most) one claimed ahead of it. */
  blocks: Block[];
  /** The size of the last block claimed, and when its window ends. */
  size: number;
  resetAt: number;
}

const LARGEST_BLOCK = 128;
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
      const taken = lease && this.take(lease);
      if (taken) {
        // A failed claim ahead is not this request's failure: the hit that finds no number left claims again,
        // and gets the error if the database still fails.
        if (this.runningLow(lease) && !this.claiming.has(key)) this.claimBlock(key, windowMs, max).catch(() => undefined);
        return taken;
      }
      const pending = this.claiming.get(key);
      if (!pending) break;
      await pending.catch(() => undefined);
    }
    await this.claimBlock(key, windowMs, max);
    // The block just claimed is this request's unless a request that did not wait took from it first.
    return this.hit(key, windowMs, max);
  }

  /** The next number of the lease's current block, dropping blocks used up or of a window that ended. */
  private take(lease: Lease): CounterHit | undefined {
    const time = this.now();
    for (;;) {
      const block = lease.blocks[0];
      if (!block) return undefined;
      if (block.resetAt > time && block.next <= block.last) return { count: block.next++, resetAt: block.resetAt };
      lease.blocks.shift();
    }
  }

  /**
   * A busy key (its blocks larger than one) with half a block or less left and none claimed ahead. Asked once
   * a number was taken, so there is a current block.
   */
  private runningLow(lease: Lease): boolean {
    const [current, ahead] = lease.blocks;
    return lease.size > 1 && !ahead && current!.last - current!.next + 1 <= lease.size / 2;
  }

  private async claimBlock(key: string, windowMs: number, max: number): Promise<void> {
    const previous = this.leases.get(key);
    const size = this.blockSize(previous, max);
    const claimed = this.claim(key, size, windowMs);
    this.claiming.set(key, claimed);
    try {
      const { count, resetAt } = await claimed;
      this.sweep();
      const lease = this.leases.get(key) ?? { blocks: [], size, resetAt };
      lease.blocks.push({ next: count - size + 1, last: count, resetAt });
      Object.assign(lease, { size, resetAt });
      this.leases.set(key, lease);
    } finally {
      this.claiming.delete(key);
    }
  }

  private blockSize(previous: Lease | undefined, max: number): number {
    const largest = Math.max(1, Math.min(LARGEST_BLOCK, Math.floor(max / 32)));
    // Needs another block within the window: busy, so the next block is larger.
    return previous && previous.resetAt > this.now() ? Math.min(previous.size * 2, largest) : 1;
  }

  private sweep(): void {
    if (this.leases.size < SWEEP_AT_KEYS) return;
    const time = this.now();
    for (const [key, lease] of this.leases) if (lease.resetAt <= time) this.leases.delete(key);
  }
}
