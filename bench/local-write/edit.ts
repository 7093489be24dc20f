// Part (a) of bench/local-write: a link edited through the real UI until the screen shows it, in Debian's
// Chromium, on the device of bench/startup/student.ts (5,000 links, plan, weekly plans, tasks), offline
// (context.setOffline and the product server stopped: the engine pushes nothing meanwhile). On Study ›
// Bookmark, each edit opens a card's Edit dialog and types a new title (not timed); the clock starts at
// the Save click (bookmarks.update: record + outbox entry in one Dexie transaction, then useLiveQuery
// re-renders the tab) and stops when a MutationObserver sees the card carrying the new title.
// Reference, same browser and run: a page with Dexie alone holding the same 5,000 records, a liveQuery on
// the table (as the tab's) writing the edited title into one element; clock from put() to that element.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { startStudent } from '../startup/student';

const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dexie reference</title></head>
<body><p id="shown"></p><script type="module">
import Dexie, { liveQuery } from '/dexie.mjs';
const db = new Dexie('reference');
db.version(1).stores({ bookmarks: 'id, created_at' });
await db.bookmarks.clear();
await db.bookmarks.bulkPut(Array.from({ length: 5000 }, (_, i) => ({ id: 'id-' + i, title: 'Seeded link ' + i,
  url: 'https://seed' + i + '.example/', description: 'Seeded note ' + i, created_at: new Date(i).toISOString(), version: 1 })));
let watched = null;
const shown = document.getElementById('shown');
liveQuery(() => db.bookmarks.toArray()).subscribe((all) => {
  const record = watched && all.find((b) => b.id === watched);
  if (record) shown.textContent = record.title;
});
window.timeEdit = (i) => new Promise((resolve) => {
  watched = 'id-' + i;
  const title = 'Edited link ' + i + ' ' + Math.random();
  const observer = new MutationObserver(() => {
    if (shown.textContent !== title) return;
    observer.disconnect();
    resolve(performance.now() - started);
  });
  observer.observe(shown, { childList: true, characterData: true, subtree: true });
  const started = performance.now();
  db.bookmarks.update('id-' + i, { title });
});
window.ready = true;
</script></body></html>`;

async function referenceEdits(browser: Browser, port: number, edits: number): Promise<number[]> {
  const dexie = readFileSync('node_modules/dexie/dist/dexie.mjs');
  const server = createServer((req, res) => {
    if (req.url === '/dexie.mjs') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(dexie);
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(REFERENCE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 60_000 });
    const times: number[] = [];
    for (let i = 0; i <= edits; i++) {
      const elapsed = await page.evaluate((n) => (window as unknown as { timeEdit(n: number): Promise<number> }).timeEdit(n), i);
      if (i > 0) times.push(elapsed); // the first is a warm-up
    }
    return times;
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One edit through the dialog; the time from the Save click until the card shows the new title. */
async function timeUiEdit(page: Page, from: string, to: string): Promise<number> {
  await page.getByRole('button', { name: `Edit ${from}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(to);
  const elapsed = await page.evaluate(
    (title) =>
      new Promise<number>((resolve) => {
        const save = document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')!;
        const observer = new MutationObserver(() => {
          if (!document.querySelector(`article[aria-label="${CSS.escape(title)}"]`)) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] });
        const started = performance.now();
        save.click();
      }),
    to,
  );
  await dialog.waitFor({ state: 'hidden' });
  return elapsed;
}

export interface EditFigures {
  ui: number[];
  reference: number[];
  /** How long Study › Bookmark took to show its first cards of 5,000 links, offline (once, for context). */
  tabOpenMs: number;
}

export async function measureEdits(ports: { app: number; idp: number; chrome: number; reference: number }, edits: number): Promise<EditFigures> {
  const student = await startStudent(ports);
  try {
    const reference = await referenceEdits(student.browser, ports.reference, edits);
    await student.context.setOffline(true);
    await student.stopApp();
    const page = await student.context.newPage();
    page.setDefaultTimeout(300_000); // each re-render of the 5,000 cards blocks the page for seconds
    const opened = performance.now();
    await page.goto(`${student.app.url}/study/bookmark`);
    // The tab draws the newest 60 links first (Show more draws the rest): the edits go to cards it drew.
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor({ timeout: 60_000 });
    const tabOpenMs = performance.now() - opened;
    const titles = (await cards.evaluateAll((found) => found.map((card) => card.getAttribute('aria-label') ?? ''))).slice(0, edits + 1);
    if (titles.length < edits + 1) throw new Error(`Study › Bookmark drew ${titles.length} cards, fewer than the ${edits + 1} edits`);
    const ui: number[] = [];
    for (const [i, title] of titles.entries()) {
      const elapsed = await timeUiEdit(page, title, `Edited link ${i}`);
      if (i > 0) ui.push(elapsed); // the first is a warm-up
    }
    return { ui, reference, tabOpenMs };
  } finally {
    await student.close();
  }
}
