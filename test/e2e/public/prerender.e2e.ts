// The public pages arrive as HTML (prerendered by `npm run build`) and the app takes that HTML over without
// a hydration mismatch: in light and dark, with large text, signed in, and with client navigation after.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndOnboard } from '../support/auth-helpers';
import { appUrl } from '../support/browser';
import { usePublicBrowser } from './public-browser';

const footerLinks = ['About', 'Product', 'News', 'Career', 'Contact', 'FAQs', 'Terms', 'Privacy', 'Cookies'];

/** Every CSS-module class (Vite names them `_name_hash_n`) in the page has a rule in a loaded stylesheet. */
function unstyledModuleClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join(' ');
    const classes = new Set(Array.from(document.querySelectorAll('#root [class]')).flatMap((element) => Array.from(element.classList)));
    return [...classes].filter((name) => name.startsWith('_') && !text.includes(`.${name}`));
  });
}

/** Keeps the h1 the HTML parser made: if hydration threw the markup away, the page's h1 is another node. */
function rememberParsedHeading() {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** What React or the page reported that would mean the server HTML and the first client render differ. */
function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  // Production React reports a mismatch as a minified error 418, 419, 423 or 425 (react.dev/errors/…).
  const mismatch = /hydrat|react\.dev\/errors\/4(18|19|22|23|25)|Minified React error/i;
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && mismatch.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

async function waitForHydration(page: Page): Promise<void> {
  // hydrateRoot marks its container; give React a moment to report anything it found while hydrating.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

async function expectCleanHydration(page: Page, path: string, heading: RegExp | string): Promise<void> {
  const problems = collectHydrationProblems(page);
  await page.goto(appUrl(path));
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(problems, path).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { parsedHeading?: Element }).parsedHeading), `${path}: h1 kept`).toBe(true);
}

const pages = [
  { path: '/', heading: /Your degree, planned\.\s*Your week, sorted\./ },
  { path: '/about', heading: 'About DegreeMate' },
  { path: '/contact', heading: 'Contact us' },
];

describe('prerendered public pages', () => {
  const { newPage } = usePublicBrowser();

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
    for (const { path, heading } of pages) await expectCleanHydration(page, path, heading);
    const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(scheme).toBe(options.colorScheme === 'dark' || storage ? 'dark' : 'light');
    if (storage) expect(await page.evaluate(() => document.documentElement.hasAttribute('data-large-text'))).toBe(true);
  });

  it('hydrates /, /about and /contact without a mismatch when signed in', async () => {
    const { page } = await newPage();
    await signUpAndOnboard(page);
    await page.addInitScript(rememberParsedHeading);
    for (const { path, heading } of pages) await expectCleanHydration(page, path, heading);
  });

  it('navigates on the client after hydration', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: 'About DegreeMate' }).waitFor();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
