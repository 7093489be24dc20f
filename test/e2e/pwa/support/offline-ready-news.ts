// The first install's "ready to work offline" news: kept in the browser until the signed-in app tells it
// (a visitor on the public site sees no notice), so install tests read the kept news.
import type { Page } from 'playwright-core';

export async function waitForOfflineReadyNews(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('degreemate.offline-ready') === 'pending', null, { timeout: 60_000 });
  // Nothing is said to a visitor.
  if (await page.getByText('DegreeMate is ready to work offline.').count()) throw new Error('the public site showed the offline-ready notice');
}
