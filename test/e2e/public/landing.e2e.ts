// Landing page calls to action and the scroll-down cue.
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { holdAppScript, isHydrated } from './prerender-checks';

describe('landing page', () => {
  const { newPage } = useBrowser();

  it('Learn more goes to /about', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/'));
    await page.getByRole('link', { name: 'Learn more about DegreeMate', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: 'About DegreeMate' }).waitFor();
  });

  it('Login / Signup navigates to /dashboard', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/'));
    const button = page.getByRole('link', { name: 'Login / Signup' });
    expect(await button.getAttribute('href')).toBe('/dashboard');
    // /dashboard may hand straight over to the sign-in page on another origin, so record every URL the
    // page passes through instead of checking where it ends up.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await button.click();
    await expect.poll(() => visited.some((url) => new URL(url).pathname === '/dashboard'), { timeout: 10_000 }).toBe(true);
  });

  it('the arrow scrolls "How it works" into view', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(appUrl('/'));
    const section = page.getByRole('heading', { level: 2, name: 'How it works' });
    const inView = () => section.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await inView()).toBe(false);
    await page.getByRole('button', { name: 'Scroll to How it works' }).click();
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How it works');
    // The three steps and four features are there.
    expect(await page.locator('#how-it-works h3').count()).toBe(3);
    expect(await page.locator('#features h3').allTextContents()).toEqual(['Syllabus analysis', 'Study plan', 'Task manager', 'Integration']);
  });

  it('the arrow answers a tap made before the page’s script took it over (a slow network)', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    const release = await holdAppScript(page);
    await page.goto(appUrl('/'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Scroll to How it works' }).click();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    release();
    const section = page.getByRole('heading', { level: 2, name: 'How it works' });
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight), { timeout: 5_000 }).toBe(true);
  });
});
