// The public pages arrive as HTML (prerendered by `npm run build`) and the app takes that HTML over without
// a hydration mismatch: in light and dark, with large text, at phone width, signed in, and with client
// navigation after. Each page's HTML carries its own title and the top bar of its width.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { publicPages } from './public-pages';
import { collectHydrationProblems, isHydrated, layoutOf, rememberParsedHeading, unstyledModuleClasses, waitForFullStylesheet, waitForHydration } from './prerender-checks';

const footerLinks = ['About', 'Product', 'News', 'Career', 'Contact', 'FAQs', 'Terms', 'Privacy', 'Cookies'];

/**
 * Loads `path` and has the app take it over. With `keepsLayout` (a visitor with no sign-in, whose page waits
 * for an interaction), every element must also stay where the page's own HTML and trimmed stylesheet drew it
 * once the app and its whole stylesheet are in: the visitor would see the page jump otherwise.
 */
async function expectCleanHydration(page: Page, path: string, heading: RegExp | string, { keepsLayout = false } = {}): Promise<void> {
  const problems = collectHydrationProblems(page);
  await page.goto(appUrl(path));
  let drawn: string[] | undefined;
  if (keepsLayout) {
    expect(await isHydrated(page), `${path}: the app waits for the visitor`).toBe(false);
    drawn = await layoutOf(page);
  }
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(problems, path).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { parsedHeading?: Element }).parsedHeading), `${path}: h1 kept`).toBe(true);
  if (drawn) {
    await waitForFullStylesheet(page);
    expect(await layoutOf(page), `${path}: layout kept when the app took over`).toEqual(drawn);
  }
}

// The contact page's Message field sizes itself once the app runs (Mantine's autosize counts its five rows in
// whole pixels: 1-2 px taller than the browser's own five), and what is below it moves by that much. Small,
// and the same when the app runs at load; the layout check leaves that page out rather than allowing moves.
const resizesWhenStarted = new Set<string>(['/contact']);
const keepsLayout = (path: string) => ({ keepsLayout: !resizesWhenStarted.has(path) });

const pages = [
  { path: '/', heading: /Your degree, planned\.\s*Your week, sorted\./, title: 'DegreeMate · Study plans, deadlines and your path to graduation' },
  { path: '/about', heading: 'About DegreeMate', title: 'About DegreeMate · DegreeMate' },
  { path: '/contact', heading: 'Contact us', title: 'Contact us · DegreeMate' },
];
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('prerendered public pages', () => {
  const { newPage } = useBrowser();

  it('/ holds the hero heading and the footer links with no JavaScript, styled', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: /Your degree, planned\.\s*Your week, sorted\./ }).waitFor({ timeout: 2_000 });
    const footer = page.getByRole('navigation', { name: 'Footer' });
    expect(await footer.getByRole('link').allTextContents()).toEqual(footerLinks);
    expect(await footer.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/resources/faqs');
    expect(await unstyledModuleClasses(page)).toEqual([]);
  });

  it.each(pages.slice(1))('$path holds its heading with no JavaScript', async ({ path, heading }) => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 2_000 });
    expect(await unstyledModuleClasses(page)).toEqual([]);
  });

  it.each([...pages, { path: '/resources/faqs', title: 'Frequently asked questions · DegreeMate' }])(
    '$path carries its own title with no JavaScript',
    async ({ path, title }) => {
      const { page } = await newPage({ javaScriptEnabled: false });
      await page.goto(appUrl(path));
      expect(await page.title()).toBe(title);
    },
  );

  // The top bar draws both layouts and CSS shows one, so the HTML is right at either width before any script.
  it('the top bar shows its section links at 1280 px and only the menu button at 390 px, with no JavaScript', async () => {
    const { page } = await newPage({ javaScriptEnabled: false, ...desktop });
    await page.goto(appUrl('/about'));
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['About', 'Resource', 'Contact']) expect(await main.getByRole('link', { name: label }).isVisible(), label).toBe(true);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    expect(await signIn.isVisible()).toBe(true);
    // Mantine's colours hang on <html>'s colour-scheme attribute, which no script set here.
    expect(await signIn.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    const { page: small } = await newPage({ javaScriptEnabled: false, ...phone });
    await small.goto(appUrl('/about'));
    expect(await small.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await small.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await small.getByRole('banner').getByRole('link', { name: 'About', exact: true }).isVisible()).toBe(false);
  });

  it('a signed-in route still gets the empty app shell', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.goto(appUrl('/dashboard'));
    expect(await response?.text()).toContain('<div id="root"></div>');
  });

  const variants: { name: string; options: BrowserContextOptions; storage?: Record<string, string> }[] = [
    { name: 'light', options: { colorScheme: 'light' } },
    { name: 'dark', options: { colorScheme: 'dark' } },
    { name: 'dark chosen and large text', options: { colorScheme: 'light' }, storage: { 'mantine-color-scheme-value': 'dark', 'degreemate-large-text': '1' } },
  ];

  it.each(variants)('hydrates /, /about and /contact without a mismatch ($name)', async ({ options, storage }) => {
    const { page } = await newPage(options);
    await page.addInitScript(rememberParsedHeading);
    if (storage) await page.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
    for (const { path, heading } of pages) await expectCleanHydration(page, path, heading, keepsLayout(path));
    const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(scheme).toBe(options.colorScheme === 'dark' || storage ? 'dark' : 'light');
    if (storage) expect(await page.evaluate(() => document.documentElement.hasAttribute('data-large-text'))).toBe(true);
  });

  it('hydrates every public page without a mismatch', async () => {
    // A page whose markup the HTML parser rearranges (a <div> inside a <p>) fails to hydrate: /news did.
    const { page } = await newPage(desktop);
    await page.addInitScript(rememberParsedHeading);
    for (const { path, heading } of publicPages) await expectCleanHydration(page, path, heading, keepsLayout(path));
  });

  it('hydrates at 390 px without a mismatch and the phone menu opens', async () => {
    const { page } = await newPage(phone);
    await page.addInitScript(rememberParsedHeading);
    await expectCleanHydration(page, '/about', 'About DegreeMate', keepsLayout('/about'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  });

  it('hydrates /, /about and /contact without a mismatch when signed in', async () => {
    const { page } = await newPage();
    await signInNewStudent(page);
    await page.addInitScript(rememberParsedHeading);
    for (const { path, heading } of pages) await expectCleanHydration(page, path, heading);
    // Leaving the public site puts the site's title back, not the one the prerendered page arrived with.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.waitForFunction(() => document.title === 'DegreeMate', undefined, { timeout: 5_000 });
  });

  it('navigates on the client after hydration, titles following', async () => {
    const { page } = await newPage(desktop);
    await page.goto(appUrl('/'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: 'About DegreeMate' }).waitFor();
    expect(await page.title()).toBe('About DegreeMate · DegreeMate');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.title()).toBe('Contact us · DegreeMate');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
