// Settings › Profile in Chromium against the real product: edit the profile with the onboarding
// rules (a refused value beside its field, then Saved and on the server), download the data as a JSON file,
// and delete the account with its email typed in: the browser ends on a page saying the account and its
// data were deleted, with nothing of the student left in it, and the old password no longer signs in.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isProfileSaved, newAccount, signInOnSignInPage, waitForAppPath, waitForSignInPage } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';

/** SCREENSHOT_DIR=… keeps pictures of the tab for a person to look at. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize();
  for (const width of [390, 1440]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('my data', () => {
  const { newPage } = useBrowser();

  it('edits the profile, downloads the data, and deletes the account', async () => {
    const { page, context } = await newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const account = await signInNewStudent(page, newAccount());
    await page.goto(appUrl('/settings/profile'));
    const form = page.getByRole('form', { name: 'Your profile' });
    const degree = form.getByRole('combobox', { name: 'Degree Program' });
    await expect.poll(() => degree.inputValue(), { timeout: 20_000 }).toBe('BS Mathematics');
    await screenshots(page, 'profile');

    // The onboarding rules: a college that is not a name is refused beside its field, and nothing is saved.
    await form.getByRole('combobox', { name: 'College' }).fill('!');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter the name of your college or university.').waitFor();
    await form.getByRole('combobox', { name: 'College' }).fill('Analytical University');
    await degree.fill('BS Computer Science');
    await form.getByLabel('Phone Number').fill('+1 555 0199');
    const synced = page.waitForResponse((response) => isProfileSaved(response), { timeout: 20_000 });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await synced;

    // Download my data: one JSON file with the profile as just saved.
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^degreemate-export-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file).toMatchObject({
      format: 'degreemate-export/1',
      user: { identity_provider: 'local', account: { email: account.email, given_name: 'Ada' } },
      profile: { degree: 'BS Computer Science', phone_number: '+1 555 0199', school_name: 'Analytical University', is_onboarded: true },
    });
    expect(file.bookmarks).toEqual([]);

    // Offline, both actions say they need a connection; the profile still saves, and syncs once back online.
    await context.setOffline(true);
    await page.getByText(/You are offline\. Downloading your data and deleting your account need a connection/).waitFor();
    expect(await page.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Download my data' }).isDisabled()).toBe(true);
    await form.getByLabel('Phone Number').fill('+1 555 0142');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved on this device. It syncs when you are back online.' }).waitFor();
    const syncedLater = page.waitForResponse((response) => isProfileSaved(response), { timeout: 30_000 });
    await context.setOffline(false);
    await syncedLater;

    // Delete my account: the email typed in, a wrong one refused in the dialog.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type your email to confirm').fill('someone-else@example.test');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('This is not your account’s email.', { exact: false }).waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'delete-account-dialog.png') });
    await dialog.getByLabel('Type your email to confirm').fill(account.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.href === appUrl('/signed-out?reason=account-deleted'), { timeout: 30_000 });
    // It says the data is gone, not that it is safe on the account.
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();
    await page.getByText('Your DegreeMate account and all its data were deleted', { exact: false }).waitFor();
    expect(await page.getByText('safe on your account', { exact: false }).count()).toBe(0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'account-deleted.png') });

    // Nothing of the student is left in this browser.
    const left = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('degreemate-')),
      storage: Object.keys(localStorage).filter(
        (key) => key.startsWith('@@auth0spajs@@') || key === 'mantine-color-scheme-value' || key === 'degreemate-large-text',
      ),
    }));
    expect(left).toEqual({ databases: [], storage: [] });

    // The old password no longer signs in.
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signInOnSignInPage(page, account);
    await page.getByText('Wrong email or password.').waitFor();
    expect(new URL(page.url()).origin).not.toBe(new URL(appUrl('/')).origin);
  });

  it('shows the profile form on /profile too, without the data section', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signInNewStudent(page, newAccount());
    await page.goto(appUrl('/profile'));
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Degree Program' }).inputValue(), { timeout: 20_000 }).toBe('BS Mathematics');
    expect(await page.getByRole('button', { name: 'Download my data' }).count()).toBe(0);
    await waitForAppPath(page, '/profile');
  });
});
