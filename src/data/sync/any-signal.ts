/**
 * An AbortSignal that aborts when any of `signals` does (AbortSignal.any is too new to rely on).
 * Call `dispose` when done so long-lived signals do not collect listeners.
 */
export function anySignal(...signals: AbortSignal[]): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const cleanups: (() => void)[] = [];
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const onAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => signal.removeEventListener('abort', onAbort));
  }
  return { signal: controller.signal, dispose: () => cleanups.forEach((cleanup) => cleanup()) };
}
