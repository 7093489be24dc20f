// A semaphore per key with a bounded queue: at most `inFlight` holders per key at once, at most `queued` more
// waiting their turn in arrival order, and a refusal beyond that, answered at once so a refused caller
// costs nothing more. Keys with nobody in or waiting are forgotten, so the map holds only busy keys.

export interface GateLimit {
  /** Holders per key at once. */
  inFlight: number;
  /** Callers per key waiting for a holder to leave. */
  queued: number;
}

interface KeyState {
  running: number;
  waiting: Array<() => void>;
}

/** Leaves the gate; calling it again does nothing, so every way out may call it. */
export type Leave = () => void;

export class KeyGate {
  readonly #keys = new Map<string, KeyState>();

  constructor(readonly limit: GateLimit) {}

  /** Resolves once the caller is in (call the answer to leave); undefined when the key's queue is full. */
  enter(key: string): Promise<Leave> | undefined {
    let state = this.#keys.get(key);
    if (!state) this.#keys.set(key, (state = { running: 0, waiting: [] }));
    const entered = state;
    if (entered.running < this.limit.inFlight) {
      entered.running++;
      return Promise.resolve(this.#leave(key, entered));
    }
    if (entered.waiting.length >= this.limit.queued) return undefined;
    return new Promise((resolve) => entered.waiting.push(() => resolve(this.#leave(key, entered))));
  }

  /** Holders and waiters of a key, for tests and diagnostics. */
  load(key: string): { running: number; waiting: number } {
    const state = this.#keys.get(key);
    return { running: state?.running ?? 0, waiting: state?.waiting.length ?? 0 };
  }

  #leave(key: string, state: KeyState): Leave {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      // The place passes straight to the next in line: `running` stays as it is.
      const next = state.waiting.shift();
      if (next) return next();
      state.running--;
      if (state.running === 0) this.#keys.delete(key);
    };
  }
}
