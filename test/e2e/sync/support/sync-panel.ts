// The top bar's sync panel ("Sync details") as a user reads it, and a server that fails one link on
// purpose: POST /api/sync/ intercepted so that one operation is answered 500 while the rest of the
// batch really reaches the server.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';

/** The sync button in the top bar, whatever its state ("Sync status: …"). */
export function syncButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Sync status:/ });
}

/** The "Sync details" popover; opens it when closed. */
export async function openSyncPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: 'Sync details' });
  if (!(await panel.isVisible())) await syncButton(page).click();
  await panel.waitFor();
  return panel;
}

/**
 * Closes the panel as a mouse user does, with the sync button (Escape only works while focus is
 * inside the panel, and a row's action that removes the row drops focus to the page).
 */
export async function closeSyncPanel(page: Page): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Sync details' });
  if (!(await panel.isVisible())) return;
  await syncButton(page).click();
  await panel.waitFor({ state: 'hidden' });
}

/** One titled part of the panel: "Not saved", "Changed on another device", "Notices". */
export function panelSection(panel: Locator, title: string): Locator {
  return panel.getByRole('region', { name: title, exact: true });
}

export const SERVER_FAILURE = 'Something went wrong on our side. Please try again.';

interface BatchOperation {
  op: string;
  entity: string;
  id?: string;
  body?: Record<string, unknown>;
}

/**
 * Until the returned function is called, every batched push answers the bookmark operation whose
 * title is `title` with a 500; the other operations of the same batch are forwarded to the server
 * (without that one, so the server never applies it) and answered as the server answered them.
 * Resolves once the route is in place; `failedRequests()` counts the 500s handed out and
 * `nextFailure()` resolves when the next one is (counted when the request arrives).
 */
export async function failOneLink(
  context: BrowserContext,
  title: string,
): Promise<{ stop: () => Promise<void>; failedRequests: () => number; nextFailure: () => Promise<void> }> {
  let failed = 0;
  const waiting: (() => void)[] = [];
  const failure = { status: 500, error: { detail: SERVER_FAILURE } };
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const sent = request.postDataJSON() as { operations: BatchOperation[] };
    const index = sent.operations.findIndex((operation) => operation.entity === 'bookmarks' && operation.body?.title === title);
    if (index < 0) return route.fallback();
    failed++;
    waiting.splice(0).forEach((resolve) => resolve());
    const others = sent.operations.filter((_, i) => i !== index);
    // The server takes no empty batch: a batch of only that link never reaches it.
    if (others.length === 0) return route.fulfill({ status: 200, json: { results: [failure] } });
    const response = await route.fetch({ postData: JSON.stringify({ ...sent, operations: others }) });
    if (!response.ok()) return route.fulfill({ response });
    const answered = (await response.json()) as { results: unknown[] };
    const results = [...answered.results];
    results.splice(index, 0, failure);
    return route.fulfill({ response, json: { ...answered, results } });
  };
  await context.route('**/api/sync/', handler);
  return {
    stop: () => context.unroute('**/api/sync/', handler),
    failedRequests: () => failed,
    nextFailure: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}
