// Offline start-up of the installed app with a full device, against its floor.
//   BENCH_FLOOR=1 npx vite build && npx tsx bench/startup/run.ts [runs=9] [slow-runs=3]
// A student signed up in Debian's Chromium with 5,000 links, a 40-course graduation plan, 50 weekly plans
// and 500 tasks, seeded through the real API and pulled by the app (see student.ts); the worker controls
// the page and the app's assets are precached. Then the network is switched off (context.setOffline and
// the product server stopped) and each run opens a new tab on /dashboard and measures the time from
// navigation start (performance.timeOrigin) until the dashboard shows figures computed from the local
// data: the Weekly Progress count of tasks completed this week (read from the 500 tasks) and the Degree
// progress "N of M credits taken." (from the plan's 40 courses) both show their seeded values, noted by a
// MutationObserver installed before any page script. Reference, in the same browser and the same run,
// interleaved: an empty static page (bench/lighthouse/servers.ts) opened the same way, until its heading, and
// the floor (floor/floor-main.tsx): React 19 and Mantine drawing the same two figures in two cards, read from
// the same IndexedDB, from the same precache through the same worker, offline: what any start of this stack
// costs, so dashboard / floor is what the app's own start-up adds (goal ≤ 1.5). Prints every run, the medians
// and the ratios. Then opens with the CPU slowed 4×, floor and dashboard in turns, count the long tasks of the
// start (long-tasks.ts) and compare the longest (goal ≤ 1.25× the floor's).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { BrowserContext } from 'playwright-core';
import { startReferencePage } from '../lighthouse/servers';
import { CPU_SLOWDOWN, longTasksOf, printLongestAgainstFloor, printLongTasks, recordLongTasks, slowCpu, summarize } from './long-tasks';
import { FLOOR_PATH } from './floor/floor-entry';
import { SIZES, startStudent } from './student';
import { benchArgs } from '../args';

// Ports in the range kept for hand-started servers, apart from bench/lighthouse's 4680–4683.
const PORTS = { app: 4690, idp: 4691, chrome: 4693 };
const REFERENCE_PORT = 4692;
const GOAL_MS = 400;
/** Goals against the floor: time to the figures, and the longest task at 4× CPU. */
const FLOOR_GOALS = { time: 1.5, longestTask: 1.25 };

const args = benchArgs();
const RUNS = Number(args.runs ?? 9);
const SLOW_RUNS = Number(args['slow-runs'] ?? 3);

type Marked = Window & { __marks?: Record<string, number>; __allMarked?: Promise<void> };

/**
 * Before any page script: note performance.now() when each mark's texts are all in the document
 * (window.__marks); window.__allMarked resolves once every mark is seen. Waiting on that promise costs the
 * page nothing, where Playwright's waitForFunction injects its selector engine into the page: one task of
 * ~55 ms at 4× CPU, counted among the start's long tasks. A string, not a function: tsx's transform adds
 * helpers (__name) the page lacks.
 */
const watchFor = (marks: Record<string, string[]>) => ({
  content: `(() => {
    const marks = ${JSON.stringify(marks)};
    const seen = (window.__marks = {});
    let allMarked;
    window.__allMarked = new Promise((resolve) => (allMarked = resolve));
    const observer = new MutationObserver(() => {
      const text = document.body ? document.body.textContent : '';
      for (const [name, texts] of Object.entries(marks)) {
        if (seen[name] === undefined && texts.every((t) => text.includes(t))) seen[name] = performance.now();
      }
      if (Object.keys(seen).length === Object.keys(marks).length) {
        observer.disconnect();
        allMarked();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`,
});

interface Times {
  /** The data: every mark seen. */
  shown: number;
  /** The shell: the dashboard's card titles (or the reference's heading). */
  shell: number;
  dcl: number;
  /** Durations of the long tasks, when the CPU was slowed. */
  longTasks: number[];
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function timeOpen(context: BrowserContext, url: string, cpuSlowdown?: number): Promise<Times> {
  const page = await context.newPage();
  try {
    if (cpuSlowdown) await slowCpu(context, page, cpuSlowdown);
    await page.goto(url, { waitUntil: 'commit' });
    await withTimeout(
      page.evaluate(() => (window as Marked).__allMarked ?? Promise.reject(new Error('the watcher is not installed'))),
      30_000,
    ).catch(async (error: unknown) => {
      const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      throw new Error(`${url} never showed the expected figures; it shows: ${text.replace(/\s+/g, ' ').slice(0, 1500)}`, { cause: error });
    });
    const times = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const marks = (window as Marked).__marks!;
      return { shown: marks.data!, shell: marks.shell ?? marks.data!, dcl: nav?.domContentLoadedEventEnd ?? Number.NaN };
    });
    return { ...times, longTasks: cpuSlowdown ? await longTasksOf(page) : [] };
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function main() {
  if (!existsSync(`dist${FLOOR_PATH}`)) throw new Error('No floor page in dist/: build with `BENCH_FLOOR=1 npx vite build` first.');
  const reference = await startReferencePage(REFERENCE_PORT);
  const student = await startStudent(PORTS);
  try {
    const { context, browser } = student;
    // The seeded figures, as the app itself shows them online (and what the offline runs wait for).
    const completed = `${SIZES.completedThisWeek} tasks completed this week`;
    const credits = `${(SIZES.planCourses / 2) * 3} of 120 credits taken.`;
    await context.addInitScript(watchFor({ shell: ['Degree progress', 'Weekly Progress'], data: [completed, credits] }));
    await context.addInitScript(recordLongTasks);
    const online = await timeOpen(context, `${student.app.url}/dashboard`);
    const active = await context.newPage();
    const controlled = await active.goto(`${student.app.url}/dashboard`).then(() => active.evaluate(() => navigator.serviceWorker.controller != null));
    await active.close();
    if (!controlled) throw new Error('The service worker does not control the dashboard');

    await context.setOffline(true);
    await student.stopApp(); // nothing answers on the app's origin: only the worker's precache
    const referenceContext = await browser.newContext();
    await referenceContext.addInitScript(watchFor({ data: ['Reference page'] }));
    const referenceUrl = reference.url;
    const dashboardUrl = `${student.app.url}/dashboard`;
    const floorUrl = `${student.app.url}${FLOOR_PATH}`;
    // Warm-up runs, not counted; the floor's first open also puts it in the worker's memory cache as the
    // dashboard's earlier opens did.
    await timeOpen(referenceContext, referenceUrl);
    await timeOpen(context, floorUrl);
    await timeOpen(context, dashboardUrl);
    const rows: { run: number; reference: number; floor: number; dashboard: number; shell: number; dcl: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const ref = await timeOpen(referenceContext, referenceUrl);
      const floor = await timeOpen(context, floorUrl);
      const dash = await timeOpen(context, dashboardUrl);
      rows.push({ run, reference: ref.shown, floor: floor.shown, dashboard: dash.shown, shell: dash.shell, dcl: dash.dcl });
    }
    await referenceContext.close();

    console.log(`\nOffline start-up to the dashboard's figures (${RUNS} runs, interleaved with the reference and the floor; Chromium ${browser.version()})`);
    console.log('run  reference page  floor page  dashboard: DOMContentLoaded  card titles  seeded figures');
    for (const r of rows) {
      console.log(
        `${String(r.run).padEnd(3)}  ${ms(r.reference).padEnd(14)}  ${ms(r.floor).padEnd(10)}  ${ms(r.dcl).padEnd(26)}  ${ms(r.shell).padEnd(11)}  ${ms(r.dashboard)}`,
      );
    }
    const ref = median(rows.map((r) => r.reference));
    const floor = median(rows.map((r) => r.floor));
    const dash = median(rows.map((r) => r.dashboard));
    console.log('');
    console.log('measure                                        median    × reference  × floor  goal');
    console.log(`empty static page, to its heading (reference)  ${ms(ref).padEnd(8)}  1.00`);
    console.log(`floor page offline, to the seeded figures      ${ms(floor).padEnd(8)}  ${(floor / ref).toFixed(2).padEnd(11)}  1.00`);
    const shell = median(rows.map((r) => r.shell));
    console.log(`/dashboard offline, to its card titles         ${ms(shell).padEnd(8)}  ${(shell / ref).toFixed(2).padEnd(11)}  ${(shell / floor).toFixed(2)}`);
    const floorRatio = dash / floor;
    console.log(
      `/dashboard offline, to the seeded figures      ${ms(dash).padEnd(8)}  ${(dash / ref).toFixed(2).padEnd(11)}  ${floorRatio.toFixed(2).padEnd(7)}  ` +
        `≤ ${FLOOR_GOALS.time}× floor: ${floorRatio <= FLOOR_GOALS.time ? 'met' : 'NOT met'}; ≤ ${GOAL_MS} ms: ${dash <= GOAL_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `(once, online before the runs, server up: ${ms(online.shown)}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );

    // slow-runs=0 skips them: no verdict then, rather than "none seen" read as the goal met.
    if (SLOW_RUNS > 0) {
      const slow = [];
      const slowFloor = [];
      for (let run = 1; run <= SLOW_RUNS; run++) {
        slowFloor.push(summarize((await timeOpen(context, floorUrl, CPU_SLOWDOWN)).longTasks));
        slow.push(summarize((await timeOpen(context, dashboardUrl, CPU_SLOWDOWN)).longTasks));
      }
      printLongTasks(slow);
      printLongestAgainstFloor(slow, slowFloor, FLOOR_GOALS.longestTask);
    } else console.log(`\nLong tasks at ${CPU_SLOWDOWN}× CPU: not measured (slow-runs=0).`);
  } finally {
    await student.close();
    await reference.close();
  }
}

await main();
