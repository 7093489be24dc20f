// Sign Out right after a change: the change, still on its way to the server, is sent first; the question
// about changes not saved is only for what cannot reach the server (offline, see offline-session.e2e).
import { describe, expect, it } from 'vitest';
import { apiAccessToken } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';

describe('sign out with a change on its way', () => {
  const { newPage } = useBrowser();

  it('sends the change, then signs out without asking', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInNewStudent(page);
    const token = await apiAccessToken(page);
    await page.goto(appUrl('/study/bookmark'));
    // The server is slow to take the change: it is still waiting when Sign Out is pressed.
    let held = 0;
    await page.route('**/api/sync/', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    await dialog.getByLabel('Title').fill('Library');
    await dialog.getByLabel('URL').fill('https://library.example.edu/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(appUrl('/signed-out'), { timeout: 20_000 });
    expect(held).toBeGreaterThan(0);
    const response = await page.request.get(appUrl('/api/bookmarks/'), { headers: { authorization: `Bearer ${token}` } });
    expect(((await response.json()) as { results: { title: string }[] }).results.map((bookmark) => bookmark.title)).toEqual(['Library']);
  });
});
