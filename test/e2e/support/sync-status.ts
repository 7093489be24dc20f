// The top bar's sync control, which every test of saving and syncing reads.
import type { Locator, Page } from 'playwright-core';

/** The sync control, by its full accessible name ("Sync status: Offline, 2 changes waiting") or a pattern of it. */
export function syncStatus(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
}
