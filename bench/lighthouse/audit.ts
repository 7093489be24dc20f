// One Lighthouse navigation run, boiled down to the figures the benchmark prints.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface AuditFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** "category: audit title" for every scored audit that did not pass, to say where the points went. */
  failedAudits: string[];
}

export interface AuditOptions {
  /** DevTools port of the Chromium to drive. */
  port: number;
  preset: Preset;
  /** Keep cookies, storage and the service worker (a signed-in session) instead of a cold, cleared origin. */
  keepStorage?: boolean;
}

/** Lighthouse could not measure this run (e.g. NO_NAVSTART, "please run Lighthouse again"): worth another try. */
export class LighthouseRunFailed extends Error {}

export async function audit(url: string, { port, preset, keepStorage = false }: AuditOptions): Promise<AuditFigures> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
  };
  // No config means Lighthouse's default: a throttled mid-range phone.
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  // The whole report, for what the table does not say (which long tasks, which scripts): LH_SAVE_DIR=/tmp/lh.
  // One file per run (a page is audited several times), named by when it ran.
  const saveDir = process.env.LH_SAVE_DIR;
  if (saveDir) {
    const name = `${preset}${new URL(url).pathname.replace(/\//g, '_')}-${new Date(result.lhr.fetchTime).getTime()}.json`;
    writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new LighthouseRunFailed(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);

  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedAudits: failedAudits(result.lhr),
  };
}

function failedAudits({ categories, audits }: Result): string[] {
  const failed = new Set<string>();
  for (const category of Object.values(categories)) {
    if (category.id === 'performance') continue; // its metrics are printed as numbers
    for (const ref of category.auditRefs) {
      const result = audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) failed.add(`${category.title}: ${result.title}`);
    }
  }
  return [...failed];
}
