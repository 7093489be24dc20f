// The dashboard's Announcements card: View all opens every announcement with its date and text, also
// offline, where the dialog's code (loaded on first use) comes from the worker's cache.
import { describe, expect, it } from 'vitest';
import { waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { useBrowser } from '../support/browser';

describe('announcements dialog', () => {
  const { newPage } = useBrowser();

  it('View all shows every announcement with its date and text, offline, and closes', async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
    await signInNewStudent(page);
    const card = page.getByRole('region', { name: 'Announcements' });
    await card.getByText('Welcome to DegreeMate').waitFor();
    await waitForOfflineReady(page);
    await context.setOffline(true);

    await card.getByRole('button', { name: /View all/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    const welcome = dialog.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Welcome to DegreeMate' }) });
    await welcome.getByText('Generate your graduation plan, keep your deadlines on the task board').waitFor();
    expect(await welcome.getByText('Nov 1, 2026').count()).toBe(1);
    expect(await dialog.getByRole('article').count()).toBeGreaterThanOrEqual(3);

    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Opens again after closing.
    await card.getByRole('button', { name: /View all/ }).click();
    await welcome.waitFor();
  });
});
