// A semaphore per key with a bounded queue: at most `inFlight` holders per key at once, at most `queued` more
// waiting their turn in arrival order, and a refusal beyond that, answered at once so a refused caller
// costs nothing more. Keys with nobody in or waiting are forgotten, so the map holds only busy keys.

export interface GateLimit {
  /** Holders per key at once. */
  inFlight: number;
  /** Callers per key waiting for a holder to leave. */
  queued: number;
}

interface Waiter {
  cost: number;
  admit: () => void;
}

interface KeyState {
  /** Places taken by the holders. */
  running: number;
  waiting: Waiter[];
}

/** Leaves the gate; calling it again does nothing, so every way out may call it. */
export type Leave = () => void;

export class KeyGate {
  readonly #keys = new Map<string, KeyState>();

  constructor(readonly limit: GateLimit) {}

  /**
   * Resolves once the caller is in (call the answer to leave); undefined when the key's queue is full.
   * `cost`: the places the caller takes (at most all of them), for work heavier than a usual request.
   */
  enter(key: string, cost = 1): Promise<Leave> | undefined {
    const places = Math.min(Math.max(1, cost), this.limit.inFlight);
    let state = this.#keys.get(key);
    if (!state) this.#keys.set(key, (state = { running: 0, waiting: [] }));
    const entered = state;
    // Nobody overtakes the queue, so a heavy caller waiting for every place is not starved by light ones.
    if (entered.waiting.length === 0 && entered.running + places <= this.limit.inFlight) {
      entered.running += places;
      return Promise.resolve(this.#leave(key, entered, places));
    }
    if (entered.waiting.length >= this.limit.queued) return undefined;
    return new Promise((resolve) => entered.waiting.push({ cost: places, admit: () => resolve(this.#leave(key, entered, places)) }));
  }

  /** Places taken and waiters of a key, for tests and diagnostics. */
  load(key: string): { running: number; waiting: number } {
    const state = this.#keys.get(key);
    return { running: state?.running ?? 0, waiting: state?.waiting.length ?? 0 };
  }

  #leave(key: string, state: KeyState, places: number): Leave {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      state.running -= places;
      // Admit waiters in arrival order while the head of the line fits.
      while (state.waiting.length > 0 && state.running + state.waiting[0]!.cost <= this.limit.inFlight) {
        const next = state.waiting.shift()!;
        state.running += next.cost;
        next.admit();
      }
      if (state.running === 0 && state.waiting.length === 0) this.#keys.delete(key);
    };
  }
}
