// The sync engine's timings and limits. Tests and the benchmark shrink the delays.
export interface SyncTuning {
  /** Local writes within this window are sent together. */
  debounceMs: number;
  /** Background refresh (and retry of anything stuck) while the app is open. */
  intervalMs: number;
  requestTimeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Another tab holds the drain lock: look again after this long in case it just finished. */
  busyRecheckMs: number;
  /** Lock fallback without Web Locks: how long a silent holder keeps the lease. */
  leaseMs: number;
  /** Records sent in parallel. Small: the server is shared, and one record's order is kept anyway. */
  concurrency: number;
  /** Changes per batched push (POST /api/sync/); 0 sends one request per change. */
  batchLimit: number;
  /** Pull through the change feed; false reads every entity's list (as against an older server). */
  changeFeed: boolean;
  /** Keep a live stream open while visible and online, and poll only when it is not (live-channel.ts). */
  liveChanges: boolean;
}

export const defaultTuning: SyncTuning = {
  debounceMs: 300,
  intervalMs: 30_000,
  requestTimeoutMs: 15_000,
  backoffBaseMs: 1_000,
  backoffMaxMs: 60_000,
  busyRecheckMs: 2_000,
  leaseMs: 10_000,
  concurrency: 4,
  batchLimit: 100,
  changeFeed: true,
  liveChanges: true,
};
