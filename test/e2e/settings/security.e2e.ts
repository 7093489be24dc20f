// Settings › Security in Chromium against the real product: set up two-step sign-in from the modal
// (the code computed here from the key it shows, as an authenticator app would), then sign in again
// with a code; and sign a second browser out from the first, after which the second is asked to sign
// in again as soon as it renews its token.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signInOnSignInPage, signOut, waitForAppPath, waitForSignInPage } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';

function codeFor(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

/** SCREENSHOT_DIR=… keeps pictures of the tab for a person to look at. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Makes the cached tokens look expired, so the next token request renews with the refresh token. */
async function expireCachedTokens(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('@@auth0spajs@@'))) {
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: { refresh_token?: string } };
      if (entry.body?.refresh_token) localStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: 0 }));
    }
  });
}

describe('security', () => {
  const { newPage } = useBrowser();

  it('sets up two-step sign-in, then signs in with a code from the authenticator app', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    const account = await signInNewStudent(page, newAccount());
    await page.goto(appUrl('/settings/security'));
    await page.getByRole('heading', { name: 'Where you’re signed in' }).waitFor();
    await page.getByText('This device').waitFor();
    await screenshot(page, 'security-desktop-light');

    await page.getByRole('button', { name: 'Set up MFA' }).click();
    const dialog = page.getByRole('dialog');
    const secret = (await dialog.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect
      .poll(() => dialog.getByRole('img', { name: /QR code/ }).evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'security-desktop-setup');
    // The previous step's code: still accepted, and it leaves the current one free for the sign-in below.
    await dialog.getByLabel(/Enter the 6-digit code/).fill(codeFor(secret, Date.now() - 30_000));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = dialog.getByTestId('recovery-codes').getByRole('listitem');
    await codes.nth(9).waitFor();
    expect(await codes.count()).toBe(10);
    await screenshot(page, 'security-desktop-recovery-codes');
    await dialog.getByRole('button', { name: 'I saved them' }).click();
    await page.getByRole('button', { name: 'Turn off MFA' }).waitFor();

    // From the dashboard: on the Security tab "Sign out of all other devices" also matches "Sign Out".
    await page.goto(appUrl('/dashboard'));
    await signOut(page);
    await page.goto(appUrl('/dashboard'));
    await waitForSignInPage(page);
    await signInOnSignInPage(page, account);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000' === codeFor(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
    await page.getByLabel('Authentication code').fill(codeFor(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForAppPath(page, '/dashboard');
  });

  it('signs another browser out: that browser is asked to sign in again when it renews its token', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    const account = await signInNewStudent(page, newAccount({ givenName: 'Grace' }));
    const { page: other } = await newPage();
    await other.goto(appUrl('/dashboard'));
    await waitForSignInPage(other);
    await signInOnSignInPage(other, account);
    await waitForAppPath(other, '/dashboard');

    await page.goto(appUrl('/settings/security'));
    const devices = page.getByTestId('signed-in-device');
    await devices.nth(1).waitFor();
    expect(await devices.count()).toBe(2);
    // This device is in use: active now, not at its last token renewal. Each is named with its browser's
    // version, and says when it first signed in.
    const current = devices.filter({ hasText: 'This device' });
    await current.getByText(/^Active now · First signed in /).waitFor();
    await devices
      .filter({ hasNotText: 'This device' })
      .getByText(/^Last active .+ · First signed in /)
      .waitFor();
    expect(await current.getByText(/^Chrome.* \d+ on Linux/).count()).toBe(1);
    await screenshot(page, 'security-desktop-two-devices');
    await page.getByRole('button', { name: /^Sign out .+ on / }).click();
    await page.getByRole('status').filter({ hasText: 'is signed out' }).waitFor();
    await expect.poll(() => devices.count(), { timeout: 10_000 }).toBe(1);
    await page.getByText('This device').waitFor();

    await expireCachedTokens(other);
    await other.reload();
    await waitForSignInPage(other);
    // This browser is still signed in.
    await page.reload();
    await page.getByText('This device').waitFor();
  });

  it('says offline that these settings need a connection', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await signInNewStudent(page);
    await page.goto(appUrl('/settings/security'));
    await page.getByText('This device').waitFor();
    await screenshot(page, 'security-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'security-phone-light');
    await context.setOffline(true);
    await page.getByText(/You are offline\. Sessions, two-step sign-in and your password need a connection/).waitFor();
    await context.setOffline(false);
  });
});
