// Exponential backoff with "full jitter" between half and all of the step, so many tabs or
// devices recovering from the same outage do not retry in lockstep.

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** `failures`: consecutive failed attempts so far (1 for the first failure). */
export function backoffDelay(policy: BackoffPolicy, failures: number, random: () => number = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}
