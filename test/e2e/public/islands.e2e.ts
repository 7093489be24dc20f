// Public pages ship no app: they paint and navigate from their HTML and stylesheets alone, load the app on the
// visitor's first interaction (which still does what it was meant to), and open offline after one visit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_PATH } from '../../../src/lib/signed-out-path';
import { appUrl, useBrowser } from '../support/browser';
import { waitForServiceWorkerControl } from '../pwa/support/service-worker';
import { isHydrated } from './prerender-checks';

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LANDING_HEADING = /Your degree, planned\.\s*Your week, sorted\./;

/** The scripts the page asked for, by path. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Whether the element's box is on screen and has a size (painted, not just in the DOM). */
const painted = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight && getComputedStyle(element).visibility !== 'hidden';
  });

describe('public pages without the app', () => {
  const { newPage } = useBrowser();

  it.each([
    { name: 'phone', options: phone },
    { name: 'desktop', options: desktop },
  ])('paint / and /about with their header and navigate between them with no JavaScript ($name)', async ({ options }) => {
    const { page } = await newPage({ ...options, javaScriptEnabled: false });
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(await painted(page, 'header')).toBe(true);
    expect(await painted(page, 'h1')).toBe(true);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    // Both layouts are in the HTML; CSS shows the one of the width.
    expect(await header.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(options === desktop);
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(options === phone);

    // A page load, as every public-to-public link is before the app runs.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: 'About DegreeMate' }).waitFor();
    expect(await painted(page, 'header')).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'DegreeMate home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
  });

  it('load only the island until the visitor interacts, and links stay page loads', async () => {
    const { page } = await newPage(desktop);
    const scripts = scriptRequests(page);
    await page.goto(appUrl('/about'));
    await page.waitForLoadState('networkidle');
    // The island and its few imports; none of the app's scripts it names for later.
    const app = await page.locator('script[data-app]').evaluate((island: HTMLScriptElement) => [island.dataset.app, ...(island.dataset.preload ?? '').split(' ')]);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/island-[^/]+\.js$/));
    expect(app).toContainEqual(expect.stringMatching(/^\/assets\/index-[^/]+\.js$/));
    expect(app).toContainEqual(expect.stringMatching(/^\/assets\/about-page-[^/]+\.js$/));
    // Neither the entry nor the page's own route chunks (the island shares a small chunk or two with the app).
    expect(scripts.filter((path) => path === app[0] || /\/(public-layout|company-layout|about-page)-/.test(path))).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    // The app's stylesheet trimmed to the page; the whole file only once the app runs.
    const full = await page.locator('link[rel="stylesheet"][data-full]').getAttribute('data-full');
    expect(full).toMatch(/^\/assets\/[^/]+\.css$/);
    expect(await page.locator(`link[href="${full}"]`).count()).toBe(0);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  it('the first tap on the landing page’s sign-in button reaches the sign-in', async () => {
    const { page } = await newPage(phone);
    await page.goto(appUrl('/'));
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('link', { name: 'Login / Signup' }).tap();
    // /dashboard hands a visitor straight on to the sign-in page, so every page passed through counts.
    await expect.poll(() => visited.includes('/dashboard'), { timeout: 15_000 }).toBe(true);
  });

  it('the first tap on the phone menu opens it', async () => {
    const { page } = await newPage(phone);
    await page.goto(appUrl('/about'));
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).waitFor({ timeout: 15_000 });
    // With the app came its whole stylesheet, for what it renders beyond the page's own markup.
    const full = await page.locator('link[rel="stylesheet"][data-full]').getAttribute('data-full');
    expect(await page.locator(`link[rel="stylesheet"][href="${full}"]`).count()).toBe(1);
  });

  it('keeps the contact form’s Send disabled until the app is ready, then sends', async () => {
    const { page } = await newPage(desktop);
    await page.goto(appUrl('/contact'));
    await page.waitForLoadState('networkidle');
    const send = page.getByRole('button', { name: 'Send message' });
    // The browser would otherwise send the form itself, as a GET with the message in the URL.
    expect(await send.isDisabled()).toBe(true);
    expect(await isHydrated(page)).toBe(false);

    await page.getByLabel('Name').click();
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.edu');
    await page.getByLabel('Message').fill('Does the island wait for me?');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact/' && response.request().method() === 'POST');
    await send.click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Thanks for reaching out — we’ll get back to you shortly!', { exact: true }).waitFor();
  });

  it('a form filled in without a key pressed (autofill, paste) still ends with a working Send', async () => {
    const { page } = await newPage(desktop);
    await page.goto(appUrl('/contact'));
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    // fill() focuses the field and sets its value: no pointer and no key, as the browser's autofill does.
    await page.getByLabel('Name').fill('Ada Lovelace');
    await expect.poll(() => page.getByRole('button', { name: 'Send message' }).isEnabled(), { timeout: 15_000 }).toBe(true);
  });

  it('a page opened with a query shows what the query says: the account-deleted notice', async () => {
    const { page } = await newPage(desktop);
    await page.goto(appUrl(ACCOUNT_DELETED_PATH));
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toBe('Account deleted · DegreeMate');
  });

  it('follows the system switching to dark and back with no interaction', async () => {
    const { page } = await newPage({ ...desktop, colorScheme: 'light' });
    await page.goto(appUrl('/about'));
    await page.waitForLoadState('networkidle');
    const shown = () => page.evaluate(() => [document.documentElement.getAttribute('data-mantine-color-scheme'), getComputedStyle(document.body).backgroundColor]);
    const [, lightBackground] = await shown();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await shown())[0], { timeout: 5_000 }).toBe('dark');
    expect((await shown())[1]).not.toBe(lightBackground);
    expect(await isHydrated(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await shown())[0], { timeout: 5_000 }).toBe('light');
  });

  it('installs the service worker on the first visit, then opens public pages offline from the precache', async () => {
    const { context, page } = await newPage({ ...desktop, serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    // No interaction: the island alone installs the worker.
    await waitForServiceWorkerControl(page, 60_000);
    expect(await isHydrated(page)).toBe(false);

    await context.setOffline(true);
    const about = await page.goto(appUrl('/about'));
    expect(about?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'About DegreeMate' }).waitFor();
    expect(await painted(page, 'header')).toBe(true);
    // A link on it is a page load the worker answers too.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Its stylesheets came from the precache as well: the page is styled.
    expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).not.toBe('static');
    await context.setOffline(false);
  });
});
