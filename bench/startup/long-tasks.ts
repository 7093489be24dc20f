// Long tasks during the dashboard's start on a slowed CPU (none over 50 ms at 4×, the mid-range
// phone the students carry). The Long Tasks API reports every main-thread task over 50 ms; an observer is
// installed before any page script, and the CPU is slowed through the DevTools protocol for that tab only.
import type { BrowserContext, Page } from 'playwright-core';

export const CPU_SLOWDOWN = 4;
// Tasks that finish just after the figures show (effects, the sync engine's first pass) still delay the
// first tap, so they count too.
const SETTLE_MS = 1_000;

type Observed = Window & { __longTasks?: number[] };

/** Init script: window.__longTasks collects the duration of every long task from the first script on. */
export const recordLongTasks = {
  content: `(() => {
    const tasks = (window.__longTasks = []);
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(entry.duration); }).observe({ type: 'longtask' });
  })();`,
};

export async function slowCpu(context: BrowserContext, page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The long tasks' durations so far, once the page has had SETTLE_MS more to finish its start. */
export async function longTasksOf(page: Page): Promise<number[]> {
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as Observed).__longTasks ?? []);
}

export interface LongTaskSummary {
  count: number;
  longest: number;
  /** Sum of each task's time beyond 50 ms: what Lighthouse calls total blocking time. */
  blocking: number;
}

export function summarize(durations: number[]): LongTaskSummary {
  return {
    count: durations.length,
    longest: durations.length ? Math.max(...durations) : 0,
    blocking: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

export function printLongTasks(runs: LongTaskSummary[]): void {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`\nLong tasks (> 50 ms) from navigation to the seeded figures and ${SETTLE_MS} ms after, CPU slowed ${CPU_SLOWDOWN}× (goal: none)`);
  console.log('run  long tasks  longest   blocking (each beyond 50 ms)');
  runs.forEach((r, index) => console.log(`${String(index + 1).padEnd(3)}  ${String(r.count).padEnd(10)}  ${ms(r.longest).padEnd(8)}  ${ms(r.blocking)}`));
  const worst = runs.reduce((a, b) => (b.longest > a.longest ? b : a), summarize([]));
  console.log(`worst run: ${worst.count} long tasks, longest ${ms(worst.longest)}: goal ${runs.every((r) => r.count === 0) ? 'met' : 'NOT met'}`);
}

/** The longest task of each start, floor and dashboard (opened in turns), medians and their ratio. */
export function printLongestAgainstFloor(dashboard: LongTaskSummary[], floor: LongTaskSummary[], goal: number): void {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  };
  // No long task at all counts as 50 ms, the threshold: a start whose every task is shorter is at the floor.
  const longest = (runs: LongTaskSummary[]) => median(runs.map((r) => Math.max(r.longest, 50)));
  const [d, f] = [longest(dashboard), longest(floor)];
  console.log(`\nLongest task at ${CPU_SLOWDOWN}× CPU (median of ${dashboard.length} starts each, in turns; under 50 ms counts as 50)`);
  console.log(`floor page ${ms(f)} (runs: ${floor.map((r) => ms(r.longest)).join(', ')})`);
  console.log(`dashboard  ${ms(d)} (runs: ${dashboard.map((r) => ms(r.longest)).join(', ')})`);
  console.log(`dashboard / floor ${(d / f).toFixed(2)}: goal ≤ ${goal}: ${d / f <= goal ? 'met' : 'NOT met'}`);
}
