// Lighthouse 12 on the production build with Debian's Chromium, mobile and desktop presets.
//   npx vite build && npx tsx bench/lighthouse/run.ts   (LH_SAVE_DIR=<dir> keeps each full report as JSON)
// Prints the four category scores and LCP / TBT / CLS per page, with LCP as a ratio of a static reference
// page measured in the same run (DESIGN.md §7: these machines are noisy, absolute times mean little), and
// which goals each row misses (mobile performance ≥ 95; accessibility, best practices and SEO 100).
// "/" and "/about" are cold first visits (storage cleared); "/dashboard", "/advisor" and "/study" are a
// returning signed-in student: the session, the local database and the installed service worker are kept,
// as they are for a real one.
import * as chromeLauncher from 'chrome-launcher';
import { audit, type AuditFigures, type Preset } from './audit';
import { startProductServer, startReferencePage } from './servers';
import { signUpAndOnboard } from './sign-in';

// Ports in the range kept for hand-started servers, away from `npm start` (8080/8081) and the e2e suite.
const APP_PORT = 4680;
const IDP_PORT = 4681;
const REFERENCE_PORT = 4682;
const CHROME_PORT = 4683;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PRESETS: Preset[] = ['mobile', 'desktop'];
const COLD_PAGES = ['/', '/about'];
const SIGNED_IN_PAGES = ['/dashboard', '/advisor', '/study'];
/** Performance counts on mobile only (the harder preset); the other three must be perfect on both. */
const GOALS = { mobilePerformance: 95, others: 100 };

interface Row {
  page: string;
  preset: Preset;
  figures: AuditFigures;
}

function printTable(rows: Row[]): void {
  const referenceLcp = new Map(rows.filter((r) => r.page === 'reference').map((r) => [r.preset, r.figures.lcpMs]));
  const header = ['page', 'preset', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'LCP ×ref', 'TBT ms', 'CLS', 'goals'];
  const lines = rows.map(({ page, preset, figures: f }) => [
    page,
    preset,
    String(f.scores.performance),
    String(f.scores.accessibility),
    String(f.scores.bestPractices),
    String(f.scores.seo),
    f.lcpMs.toFixed(0),
    (f.lcpMs / (referenceLcp.get(preset) ?? Number.NaN)).toFixed(2),
    f.tbtMs.toFixed(0),
    f.cls.toFixed(3),
    page === 'reference' ? '' : goalsMissed(preset, f),
  ]);
  console.log(
    `Goals: mobile performance ≥ ${GOALS.mobilePerformance}; accessibility, best practices and SEO ${GOALS.others} (mobile and desktop).\n`,
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));

  const failures = rows.filter((r) => r.page !== 'reference' && r.figures.failedAudits.length > 0);
  if (failures.length > 0) console.log('\nFailed audits (accessibility, best practices, SEO):');
  for (const { page, preset, figures } of failures) console.log(`  ${page} (${preset}): ${figures.failedAudits.join('; ')}`);
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
  const reference = await startReferencePage(REFERENCE_PORT);
  const app = await startProductServer(APP_PORT, IDP_PORT);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, port: CHROME_PORT });
  const rows: Row[] = [];
  try {
    for (const preset of PRESETS) {
      rows.push({ page: 'reference', preset, figures: await audit(reference.url, { port: chrome.port, preset }) });
      for (const page of COLD_PAGES) rows.push({ page, preset, figures: await audit(`${app.url}${page}`, { port: chrome.port, preset }) });
    }
    // After the cold runs: signing in installs the worker and fills storage, which they must not see.
    await signUpAndOnboard(chrome.port, app.url);
    for (const preset of PRESETS) {
      for (const page of SIGNED_IN_PAGES) {
        const figures = await audit(`${app.url}${page}`, { port: chrome.port, preset, keepStorage: true });
        rows.push({ page: `${page} (signed in)`, preset, figures });
      }
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
