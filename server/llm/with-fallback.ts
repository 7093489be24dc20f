// Runs a model with a deadline and falls back to an embedded answer: a model that fails, or stalls (no sign
// of life for `timeoutMs`, 30 s unless told), is cancelled and the fallback answers instead. The run calls
// `alive()` on each piece of progress (a streamed delta), so a slow model that keeps writing is not cut
// off, while one that hangs is. When the caller's own signal aborts (the client went away), nothing falls
// back: the promise rejects with the abort reason.

const DEFAULT_MODEL_TIMEOUT_MS = 30_000;

export interface Attempt {
  /** Aborted on a stall, or when the caller's signal aborts. */
  signal: AbortSignal;
  /** Restarts the stall timer. */
  alive(): void;
}

export interface FallbackOptions {
  /** How long the run may go without progress. */
  timeoutMs?: number;
  /** The caller's: aborting it cancels the run, and nothing falls back. */
  signal?: AbortSignal;
  /** Told why the fallback was used (for the log). */
  onFallback?: (reason: unknown) => void;
}

export class ModelStalledError extends Error {
  override name = 'ModelStalledError';
  constructor(timeoutMs: number) {
    super(`The model gave no sign of life for ${timeoutMs} ms.`);
  }
}

export async function withFallback<T>(
  run: (attempt: Attempt) => Promise<T>,
  fallback: (reason: unknown) => T | Promise<T>,
  options: FallbackOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const outer = options.signal;
  outer?.throwIfAborted();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled: ModelStalledError | undefined;
  // The run may ignore its signal: a stall settles the race even so.
  let giveUp: (reason: unknown) => void = () => {};
  const stall = new Promise<never>((_resolve, reject) => (giveUp = reject));
  let settled = false;
  const alive = () => {
    if (settled) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = new ModelStalledError(timeoutMs);
      controller.abort(stalled);
      giveUp(stalled);
    }, timeoutMs);
  };
  let stop: (reason: unknown) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  const onOuterAbort = () => {
    controller.abort(outer?.reason);
    stop(outer?.reason);
  };
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    alive();
    return await Promise.race([run({ signal: controller.signal, alive }), stall, stopped]);
  } catch (error) {
    if (outer?.aborted) throw outer.reason;
    const reason = stalled ?? error;
    options.onFallback?.(reason);
    return await fallback(reason);
  } finally {
    settled = true;
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
    // Whatever the run does after losing the race is no longer anyone's concern.
    controller.abort(new Error('finished'));
  }
}
