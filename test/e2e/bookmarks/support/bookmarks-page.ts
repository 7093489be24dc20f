// The bookmarks screen (/study/bookmark) as a user drives it, and the server's copy read through the API.
import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../../support/browser';

export interface Link {
  title: string;
  url: string;
  description: string;
}

export interface ServerBookmark extends Link {
  id: string;
}

export async function openBookmarks(page: Page): Promise<void> {
  await page.goto(appUrl('/study/bookmark'));
  await page.getByRole('heading', { name: 'My important links' }).waitFor();
}

/** Every bookmark card on screen, in display order. */
export function cards(page: Page): Locator {
  return page.getByRole('article');
}

export function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** The cards' titles, in display order. */
export function cardTitles(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
}

/** Waits until the cards on screen show exactly these titles, in this order. */
export async function waitForCardTitles(page: Page, titles: string[], timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const shown = [...document.querySelectorAll('article')].map((article) => article.getAttribute('aria-label'));
      return JSON.stringify(shown) === JSON.stringify(expected);
    },
    titles,
    { timeout },
  );
}

async function fillForm(dialog: Locator, link: Partial<Link>): Promise<void> {
  if (link.title !== undefined) await dialog.getByLabel('Title').fill(link.title);
  if (link.url !== undefined) await dialog.getByLabel('URL').fill(link.url);
  if (link.description !== undefined) await dialog.getByLabel('Description').fill(link.description);
}

/** Add link → fill → Save; resolves once the modal has closed. */
export async function addLink(page: Page, link: Link): Promise<void> {
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await fillForm(dialog, link);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The card's edit icon → change the given fields → Save; resolves once the modal has closed. */
export async function editLink(page: Page, title: string, changes: Partial<Link>): Promise<void> {
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit link' });
  await fillForm(dialog, changes);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The card's delete icon → "Delete this link?" → Delete. */
export async function deleteLink(page: Page, title: string): Promise<void> {
  await card(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this link?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** GET /api/bookmarks/ with the user's access token, from the test (works while the browser is offline). */
export async function serverBookmarks(accessToken: string): Promise<ServerBookmark[]> {
  const response = await fetch(appUrl('/api/bookmarks/'), { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/bookmarks/ answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as ServerBookmark[] | { results: ServerBookmark[] };
  return Array.isArray(body) ? body : body.results;
}

/** Only the fields a user entered, sorted by title: for comparing the server's list with what was typed. */
export function asLinks(bookmarks: readonly Link[]): Link[] {
  return bookmarks.map(({ title, url, description }) => ({ title, url, description })).sort((a, b) => a.title.localeCompare(b.title));
}

/** Polls the server until its bookmarks (as links) equal `expected`; throws with the last answer otherwise. */
export async function waitForServerLinks(accessToken: string, expected: readonly Link[], timeout = 15_000): Promise<ServerBookmark[]> {
  const want = JSON.stringify(asLinks(expected));
  const deadline = Date.now() + timeout;
  let last: ServerBookmark[] = [];
  while (Date.now() < deadline) {
    last = await serverBookmarks(accessToken);
    if (JSON.stringify(asLinks(last)) === want) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server's bookmarks did not become ${want}; last answer: ${JSON.stringify(last)}`);
}
