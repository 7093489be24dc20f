// Public routes render one h1 inside the header/main/footer landmarks; redirects land where the product expects.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { publicPages } from './public-pages';

describe('public routes', () => {
  const { newPage } = useBrowser();
  // One page loads every public page in turn, rather than a new context each (see accessibility.e2e.ts).
  let tourPage: Page;
  beforeAll(async () => {
    ({ page: tourPage } = await newPage());
  });

  it.each(publicPages)('$path renders its h1 and the page landmarks', async ({ path, heading }) => {
    await tourPage.goto(appUrl(path));
    const h1 = tourPage.getByRole('heading', { level: 1, name: heading });
    await h1.waitFor();
    expect(await tourPage.locator('h1').count()).toBe(1);
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await tourPage.getByRole(role).count()).toBe(1);
  });

  it.each([
    { from: '/resources', to: '/resources/how-to', heading: 'How-to guides' },
    { from: '/faqs', to: '/resources/faqs', heading: 'Frequently asked questions' },
    { from: '/no-such-page', to: '/', heading: /Your degree, planned/ },
  ])('$from redirects to $to', async ({ from, to, heading }) => {
    const { page } = await newPage();
    await page.goto(appUrl(from));
    await page.waitForURL((url) => url.pathname === to);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  });

  it('the how-to page holds three guides, each a list of steps, and nothing announced as coming soon', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/resources/how-to'));
    const guides = page.getByRole('article');
    await guides.first().waitFor();
    expect(await guides.count()).toBe(3);
    for (const name of ['Install DegreeMate on your phone', 'Study with no connection', 'Import a syllabus']) {
      const guide = page.getByRole('article', { name });
      expect(await guide.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    }
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
  });

  it('the FAQs page answers what students ask: offline use, sync, privacy, import, deletion', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/resources/faqs'));
    for (const question of ['Does DegreeMate work without a connection?', 'How do my changes reach my other devices?', 'Who can see my data?', 'Can I bring in my syllabus and my course calendar?', 'How do I download or delete my data?']) {
      await page.getByRole('heading', { level: 2, name: question }).waitFor();
    }
    expect(await page.getByText(/check back soon|compiling answers/i).count()).toBe(0);
  });

  it('legal pages carry the last-updated date and the minimum age of 16', async () => {
    const { page } = await newPage();
    for (const path of ['/terms', '/privacy', '/cookies']) {
      await page.goto(appUrl(path));
      await page.getByText('Last updated 27 May 2025').waitFor();
      expect(await page.getByRole('main').textContent()).toMatch(/\b16\b/);
    }
  });

  it('company pages switch through the pill tab bar', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/about'));
    const tabs = page.getByRole('navigation', { name: 'Company' });
    for (const [label, path, heading] of [
      ['Product', '/product', 'Everything you need to stay on track'],
      ['News', '/news', 'News and updates'],
      ['Career', '/career', 'Careers at DegreeMate'],
      ['About', '/about', 'About DegreeMate'],
    ] as const) {
      await tabs.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await tabs.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('the news page lists three dated items', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/news'));
    await page.getByRole('heading', { level: 1, name: 'News and updates' }).waitFor();
    expect(await page.locator('main article time[datetime]').count()).toBe(3);
    await page.getByText('27 May 2025').waitFor();
  });

  it('top-bar and footer links navigate client-side', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(appUrl('/'));
    const header = page.getByRole('banner');
    for (const [label, path] of [
      ['About', '/about'],
      ['Resource', '/resources/how-to'],
      ['Contact', '/contact'],
    ] as const) {
      await header.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    const footer = page.getByRole('contentinfo');
    for (const [label, path] of [
      ['FAQs', '/resources/faqs'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
      ['News', '/news'],
      ['Product', '/product'],
      ['Career', '/career'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    expect(await header.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/dashboard');
    await header.getByRole('link', { name: 'DegreeMate home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
