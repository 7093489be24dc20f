// A signed-in student with a full device, for the start-up and local-write benches: the product server
// (bench/lighthouse/servers.ts), Debian's Chromium, a sign-up through the identity provider's pages
// (bench/lighthouse/sign-in.ts), then the data seeded THROUGH THE REAL API and pulled by the app itself.
// Why the API and not writes into IndexedDB: the records then have exactly the shape, versions and sync
// state (cursor, no pending outbox) a real student's device has after a sync, and nothing here has to copy
// the app's record shapes; it costs ~56 batch requests of 100 creates (POST /api/sync/, one per request).
import { randomUUID } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startProductServer, type RunningServer } from '../lighthouse/servers';
import { signUpAndOnboard } from '../lighthouse/sign-in';
import { chromeLauncherFlags, CHROMIUM_PATH } from '../../scripts/chromium';

export const SIZES = { bookmarks: 5000, planCourses: 40, weeklyPlans: 50, tasks: 500, completedThisWeek: 100 };

export interface Student {
  app: RunningServer;
  browser: Browser;
  /** The signed-in profile's context: the session, the installed worker and the local database. */
  context: BrowserContext;
  /** Stops the product server (nothing answers on the app's origin any more); once, however often called. */
  stopApp(): Promise<void>;
  close(): Promise<void>;
}

interface Operation {
  op: 'create';
  entity: string;
  body: Record<string, unknown>;
  idempotency_key: string;
}

const create = (entity: string, body: Record<string, unknown>): Operation => ({ op: 'create', entity, body, idempotency_key: randomUUID() });

function mondayOf(weeksAgo: number): string {
  const day = new Date(Date.now() - weeksAgo * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** 5,000 links, a plan of 40 courses (half taken), 50 weekly plans, 500 tasks (100 completed now). */
function operations(): Operation[] {
  const ops: Operation[] = [];
  const courses = Array.from({ length: SIZES.planCourses }, (_, i) => ({
    course_code: `MATH ${1000 + i}`,
    course_title: `Seeded course ${i}`,
    term: `${['Fall', 'Spring'][i % 2]} ${2024 + Math.floor(i / 10)}`,
    status: i < SIZES.planCourses / 2 ? 'taken' : 'planned',
    credit: 3,
  }));
  ops.push(
    create('plans', {
      university_name: 'Analytical University',
      program_name: 'BS Mathematics',
      start_term: 'Fall',
      start_year: 2024,
      total_credits: 120,
      credit_load: 15,
      courses,
    }),
  );
  for (let i = 0; i < SIZES.weeklyPlans; i++) {
    ops.push(
      create('weekly_plans', {
        title: `Week plan ${i}`,
        description: `Topics ${i}`,
        markdown_plan: `# Week ${i}\n\n- [ ] Read chapter ${i}\n`,
        week_of: mondayOf(i),
        source: 'embedded',
      }),
    );
  }
  const now = Date.now();
  for (let i = 0; i < SIZES.tasks; i++) {
    const done = i < SIZES.completedThisWeek;
    const due = new Date(now + (i - 100) * 3_600_000 * 7).toISOString();
    ops.push(
      create('tasks', {
        title: `Task ${i}`,
        course: `MATH ${1000 + (i % 40)}`,
        due_at: due,
        status: done ? 'complete' : 'todo',
        ...(done ? { completed_at: new Date(now - i * 1000).toISOString() } : {}),
      }),
    );
  }
  for (let i = 0; i < SIZES.bookmarks; i++) {
    ops.push(create('bookmarks', { title: `Seeded link ${i}`, url: `https://seed${i}.example/`, description: `Seeded note ${i}` }));
  }
  return ops;
}

async function seedThroughApi(context: BrowserContext, appUrl: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${appUrl}/dashboard`);
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('@@auth0spajs@@') || key.endsWith('@@user@@')) continue;
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: { access_token?: string } }).body?.access_token;
      if (token) return token;
    }
    return null;
  });
  if (!token) throw new Error('No access token in localStorage (auth0-spa-js cache)');
  const all = operations();
  for (let start = 0; start < all.length; start += 100) {
    const response = await fetch(`${appUrl}/api/sync/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ operations: all.slice(start, start + 100) }),
    });
    const answer = (await response.json()) as { results?: { status: number; error?: unknown }[] };
    const refused = answer.results?.find((r) => r.status >= 300);
    if (!response.ok || refused) throw new Error(`POST /api/sync/ → ${response.status} ${JSON.stringify(refused ?? answer).slice(0, 300)}`);
  }
  await page.close();
}

/** Counts of the mirrored tables in the app's own IndexedDB database (raw IndexedDB, no app code). */
export async function localCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('degreemate-'));
    if (!name) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tables = ['bookmarks', 'plans', 'planCourses', 'weeklyPlans', 'tasks', 'outbox'];
    const tx = db.transaction(tables, 'readonly');
    const counts = await Promise.all(
      tables.map(
        (t) => new Promise<[string, number]>((resolve) => (tx.objectStore(t).count().onsuccess = (e) => resolve([t, (e.target as IDBRequest<number>).result]))),
      ),
    );
    db.close();
    return Object.fromEntries(counts);
  });
}

/** Servers up, student signed up and onboarded, data on the server and pulled into the device. */
export async function startStudent(ports: { app: number; idp: number; chrome: number }): Promise<Student> {
  const app = await startProductServer(ports.app, ports.idp);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeLauncherFlags(), ignoreDefaultFlags: true, port: ports.chrome });
  let stopped: Promise<void> | undefined;
  const stopApp = () => (stopped ??= app.close());
  const close = async () => {
    chrome.kill();
    await stopApp();
  };
  try {
    await signUpAndOnboard(chrome.port, app.url);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const seeding = performance.now();
    await seedThroughApi(context, app.url);
    const seeded = performance.now();
    // The app pulls everything at start-up (change feed, pages of 500): wait until the device holds it all.
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    const deadline = Date.now() + 300_000;
    for (;;) {
      const n = await localCounts(page);
      const done = n.bookmarks === SIZES.bookmarks && n.planCourses === SIZES.planCourses && n.weeklyPlans === SIZES.weeklyPlans && n.tasks === SIZES.tasks;
      if (done && n.outbox === 0) break;
      if (Date.now() > deadline) throw new Error(`The device did not pull the seeded data: ${JSON.stringify(n)}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await page.close();
    const counts = Object.entries(SIZES)
      .filter(([k]) => k !== 'completedThisWeek')
      .map(([k, v]) => `${v} ${k}`)
      .join(', ');
    console.log(
      `Seeded ${counts} through POST /api/sync/ in ${((seeded - seeding) / 1000).toFixed(1)} s; pulled by the app in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`,
    );
    return { app, browser, context, stopApp, close };
  } catch (error) {
    await close();
    throw error;
  }
}
