// Lighthouse 12 on the production build with Debian's Chromium, mobile and desktop presets.
//   BENCH_FLOOR=1 npx vite build && npx tsx bench/lighthouse/run.ts [runs=3]   (LH_SAVE_DIR=<dir> keeps each full report as JSON)
//   [pages=/,/about] cold pages, [presets=mobile,desktop], [signed-in=off] to skip the signed-in pages
// Every page is audited `runs` times, the pages taking turns, and the run with the median performance score
// is the one printed, with every run's score beside it: one run's score here moves by 3-6 points from run to
// run (Lighthouse's own advice on variance is the median of several runs). The other three categories are
// the worst of the runs, and the failed audits those of any run.
// Prints the four category scores and LCP / TBT / CLS per page, with LCP as a ratio of a static reference
// page measured in the same run (these machines are noisy, absolute times mean little), and
// which goals each row misses (mobile performance ≥ 95; accessibility, best practices and SEO 100).
// "/" and "/about" are cold first visits (storage cleared); "/dashboard", "/advisor" and "/study" are a
// returning signed-in student: the session, the local database and the installed service worker are kept,
// as they are for a real one. Each signed-in page's TBT is also printed against the floor page's
// (bench/startup/floor: React and Mantine drawing two dashboard figures from the same IndexedDB), audited in
// turns with them: goal ≤ 1.5× the floor's.
import * as chromeLauncher from 'chrome-launcher';
import { audit, LighthouseRunFailed, type AuditFigures, type AuditOptions, type Preset } from './audit';
import { startProductServer, startReferencePage } from './servers';
import { signUpAndOnboard } from './sign-in';
import { benchArgs } from '../args';
import { FLOOR_PATH } from '../startup/floor/floor-entry';
import { existsSync } from 'node:fs';
import { chromeLauncherFlags, CHROMIUM_PATH } from '../../scripts/chromium';

// Ports in the range kept for hand-started servers, away from `npm start` (8080/8081) and the e2e suite.
const APP_PORT = 4680;
const IDP_PORT = 4681;
const REFERENCE_PORT = 4682;
const CHROME_PORT = 4683;
const args = benchArgs();
const PRESETS = (args.presets ?? 'mobile,desktop').split(',') as Preset[];
const COLD_PAGES = (args.pages ?? '/,/about').split(',');
/** `signed-in=off` audits only the cold pages (a public-site run). */
const SIGNED_IN_PAGES = args['signed-in'] === 'off' ? [] : ['/dashboard', '/advisor', '/study'];
/** Performance counts on mobile only (the harder preset); the other three must be perfect on both. */
const GOALS = { mobilePerformance: 95, others: 100 };
/** A signed-in page's total blocking time, at most this many times the floor page's. */
const FLOOR_TBT_GOAL = 1.5;
const FLOOR_ROW = 'floor (signed in)';

interface Row {
  page: string;
  preset: Preset;
  figures: AuditFigures;
  /** Every run's performance score, in the order they ran. */
  performanceRuns: number[];
}

const RUNS = Number(args.runs ?? 3);

/** A run Lighthouse could not record (it asks to be run again) is run again, twice at most, and said so. */
async function auditAgainIfFailed(url: string, options: AuditOptions): Promise<AuditFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed) || attempt === 3) throw error;
      console.log(`${error.message}: running it again`);
    }
  }
}

/** One row from several runs of a page: the median run by performance (then TBT), the worst of the rest. */
function combine(page: string, preset: Preset, runs: AuditFigures[]): Row {
  const ordered = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.tbtMs - a.tbtMs);
  const median = ordered[Math.floor((ordered.length - 1) / 2)]!;
  const worst = (category: 'accessibility' | 'bestPractices' | 'seo') => Math.min(...runs.map((run) => run.scores[category]));
  return {
    page,
    preset,
    figures: {
      ...median,
      scores: { performance: median.scores.performance, accessibility: worst('accessibility'), bestPractices: worst('bestPractices'), seo: worst('seo') },
      failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    },
    performanceRuns: runs.map((run) => run.scores.performance),
  };
}

function printTable(rows: Row[]): void {
  const referenceLcp = new Map(rows.filter((r) => r.page === 'reference').map((r) => [r.preset, r.figures.lcpMs]));
  const floorTbt = new Map(rows.filter((r) => r.page === FLOOR_ROW).map((r) => [r.preset, r.figures.tbtMs]));
  const header = ['page', 'preset', 'perf', 'perf runs', 'a11y', 'best-pr', 'seo', 'LCP ms', 'LCP ×ref', 'TBT ms', 'TBT ×floor', 'CLS', 'goals'];
  const lines = rows.map(({ page, preset, figures: f, performanceRuns }) => [
    page,
    preset,
    String(f.scores.performance),
    performanceRuns.join(' '),
    String(f.scores.accessibility),
    String(f.scores.bestPractices),
    String(f.scores.seo),
    f.lcpMs.toFixed(0),
    (f.lcpMs / (referenceLcp.get(preset) ?? Number.NaN)).toFixed(2),
    f.tbtMs.toFixed(0),
    tbtAgainstFloor(page, f.tbtMs, floorTbt.get(preset)),
    f.cls.toFixed(3),
    page === 'reference' || page === FLOOR_ROW ? '' : goalsMissed(preset, f),
  ]);
  console.log(
    `Goals: mobile performance ≥ ${GOALS.mobilePerformance}; accessibility, best practices and SEO ${GOALS.others} (mobile and desktop); ` +
      `signed-in pages' TBT ≤ ${FLOOR_TBT_GOAL}× the floor page's (TBT ×floor).\n` +
      `Each row is the median of ${RUNS} run(s) by performance ("perf runs": every run's score, in order).\n`,
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));

  // The floor is a measuring stick, not a page anyone reads: its audits are not goals.
  const failures = rows.filter((r) => r.page !== 'reference' && r.page !== FLOOR_ROW && r.figures.failedAudits.length > 0);
  if (failures.length > 0) console.log('\nFailed audits (accessibility, best practices, SEO):');
  for (const { page, preset, figures } of failures) console.log(`  ${page} (${preset}): ${figures.failedAudits.join('; ')}`);
}

/**
 * A signed-in page's TBT over the floor's, with the goal's verdict. Lighthouse's TBT counts each task's time
 * beyond 50 ms: a floor at 0 ms leaves no ratio, so the difference is said instead.
 */
function tbtAgainstFloor(page: string, tbt: number, floor: number | undefined): string {
  if (floor === undefined || !page.endsWith('(signed in)')) return '';
  if (page === FLOOR_ROW) return '1.00';
  if (floor === 0) return tbt === 0 ? '1.00 met' : `+${tbt.toFixed(0)} ms (floor 0)`;
  const ratio = tbt / floor;
  return `${ratio.toFixed(2)} ${ratio <= FLOOR_TBT_GOAL ? 'met' : 'NOT met'}`;
}

function goalsMissed(preset: Preset, { scores }: AuditFigures): string {
  const missed = [
    preset === 'mobile' && scores.performance < GOALS.mobilePerformance ? `perf < ${GOALS.mobilePerformance}` : '',
    scores.accessibility < GOALS.others ? 'a11y' : '',
    scores.bestPractices < GOALS.others ? 'best-pr' : '',
    scores.seo < GOALS.others ? 'seo' : '',
  ].filter(Boolean);
  return missed.length === 0 ? 'met' : `MISSED: ${missed.join(', ')}`;
}

async function main() {
  if (SIGNED_IN_PAGES.length > 0 && !existsSync(`dist${FLOOR_PATH}`)) {
    throw new Error('No floor page in dist/: build with `BENCH_FLOOR=1 npx vite build` first (or signed-in=off).');
  }
  const reference = await startReferencePage(REFERENCE_PORT);
  const app = await startProductServer(APP_PORT, IDP_PORT);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeLauncherFlags(), ignoreDefaultFlags: true, port: CHROME_PORT });
  const rows: Row[] = [];
  /** Audits each page `RUNS` times, the pages taking turns, so a slow spell of the machine hits them alike. */
  const measure = async (pages: { page: string; url: string }[], preset: Preset, keepStorage: boolean) => {
    const runs = pages.map((): AuditFigures[] => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, { url }] of pages.entries()) runs[i]!.push(await auditAgainIfFailed(url, { port: chrome.port, preset, keepStorage }));
    }
    rows.push(...pages.map(({ page }, i) => combine(page, preset, runs[i]!)));
  };
  try {
    for (const preset of PRESETS) {
      await measure([{ page: 'reference', url: reference.url }, ...COLD_PAGES.map((page) => ({ page, url: `${app.url}${page}` }))], preset, false);
    }
    // After the cold runs: signing in installs the worker and fills storage, which they must not see.
    if (SIGNED_IN_PAGES.length > 0) await signUpAndOnboard(chrome.port, app.url);
    for (const preset of SIGNED_IN_PAGES.length > 0 ? PRESETS : []) {
      const floor = { page: FLOOR_ROW, url: `${app.url}${FLOOR_PATH}` };
      await measure([floor, ...SIGNED_IN_PAGES.map((page) => ({ page: `${page} (signed in)`, url: `${app.url}${page}` }))], preset, true);
    }
  } finally {
    chrome.kill();
    await app.close();
    await reference.close();
    // Whatever was measured, even when a later step failed (a long run is not thrown away).
    printTable(rows);
  }
}

await main();
