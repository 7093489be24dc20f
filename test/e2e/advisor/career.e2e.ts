// My Advisor › Career in Chromium against the real server, whose job feed this test writes: search, see the
// results, open one in a new tab (no opener), save one and find it under Study › Bookmark; a `javascript:`
// job address never becomes a link (the server drops it from the feed; a forged answer shows it unlinked);
// a school's feed is not labelled sample, the bundled feed's answer is;
// offline, the same search shows the results kept on the device and a new one says it cannot search.
import { describe, expect, it } from 'vitest';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { jobCard, openCareer, searchCareers, writeJobFeed } from './support/career-page';

const INTERN = {
  title: 'Front-End Intern',
  company: 'Campus Web Team',
  location: 'Springfield, IL',
  url: 'https://jobs.example.edu/front-end-intern',
  posted_at: '2026-11-20T09:00:00Z',
  remote: false,
};
const APPRENTICE = {
  title: 'Front-End Apprentice',
  company: 'Remote Studio',
  location: 'Remote (US)',
  url: 'https://careers.example.com/apprentice',
  posted_at: '2026-11-18T09:00:00Z',
  remote: true,
};
const TRAP = { ...INTERN, title: 'Front-End Trap', company: 'Evil', url: 'javascript:alert(document.cookie)' };

describe('advisor career tab', () => {
  const { newPage } = useBrowser();

  it('searches the feed, opens a result in a new tab, saves one to bookmarks, never links javascript:, and reads results offline', async () => {
    writeJobFeed([INTERN, APPRENTICE, TRAP]);
    const { context, page } = await newPage();
    // The job pages are outside: answered here, so the new tab has something to load without a network.
    await context.route(/^https:\/\/(jobs\.example\.edu|careers\.example\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Job posting</title><h1>Job posting</h1>' }),
    );
    await signInNewStudent(page);
    await openCareer(page);
    expect(await page.getByLabel('Keywords').getAttribute('placeholder')).toBe('e.g. front-end intern, data analyst');
    await page.getByRole('link', { name: 'Coursera' }).waitFor();

    await searchCareers(page, 'front-end intern');
    const intern = jobCard(page, INTERN.title);
    await intern.waitFor();
    await jobCard(page, APPRENTICE.title).waitFor();
    expect(await intern.getByText('Campus Web Team · Springfield, IL').isVisible()).toBe(true);
    // A school's own feed is real listings: its source shown, no sample label.
    expect(await intern.getByText('Career office', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/These are sample listings/).count()).toBe(0);
    // The feed's javascript: job never reached the page.
    expect(await jobCard(page, TRAP.title).count()).toBe(0);
    expect(await page.locator('a[href^="javascript" i]').count()).toBe(0);

    // View: a new tab on the job's address, without a handle back to the app.
    const view = intern.getByRole('link', { name: /^View Front-End Intern/ });
    expect(await view.getAttribute('rel')).toBe('noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(INTERN.url);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // A forged answer with a javascript: address: shown, but not as a link, and not saveable.
    await page.route(
      (url) => url.pathname === '/api/search-jobs/' && url.searchParams.get('q') === 'injected',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ jobs: [{ ...TRAP, source: 'Forged' }], sources: [{ name: 'Forged', ok: true }] }),
        }),
    );
    await searchCareers(page, 'injected');
    const trap = jobCard(page, TRAP.title);
    await trap.getByText('No valid link for this job.').waitFor();
    expect(await trap.getByRole('link').count()).toBe(0);
    expect(await trap.getByRole('button', { name: /Save/ }).count()).toBe(0);
    expect(await page.locator('a[href^="javascript" i]').count()).toBe(0);

    // The bundled feed's made-up postings (as the server sends them): said to be samples, above and on each card.
    await page.route(
      (url) => url.pathname === '/api/search-jobs/' && url.searchParams.get('q') === 'sample',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            jobs: [{ ...APPRENTICE, source: 'Sample listings', posted_at: null, sample: true }],
            sources: [{ name: 'Sample listings', ok: true }],
          }),
        }),
    );
    await searchCareers(page, 'sample');
    await page.getByText('These are sample listings, not real openings. Your school can connect its career office’s feed.').waitFor();
    expect(await jobCard(page, APPRENTICE.title).getByText('Sample', { exact: true }).isVisible()).toBe(true);
    //SHOTS

    // Save to bookmarks, then find it under Study › Bookmark.
    await searchCareers(page, 'front-end intern');
    await intern.getByRole('button', { name: 'Save Front-End Intern to bookmarks' }).click();
    await intern.getByRole('button', { name: 'Front-End Intern saved to bookmarks' }).waitFor();
    await page.goto(appUrl('/study/bookmark'));
    const bookmark = page.getByRole('article', { name: 'Front-End Intern at Campus Web Team' });
    await bookmark.waitFor();
    expect(await bookmark.getByRole('link', { name: 'Front-End Intern at Campus Web Team' }).getAttribute('href')).toBe(INTERN.url);

    // Offline: the same search reads the device's copy; a search never made says so.
    await openCareer(page);
    await context.setOffline(true);
    await searchCareers(page, 'Front-End   Intern');
    await page.getByText(/Showing the results saved on this device/).waitFor();
    await jobCard(page, INTERN.title).waitFor();
    await jobCard(page, INTERN.title).getByRole('button', { name: 'Front-End Intern saved to bookmarks' }).waitFor();
    await searchCareers(page, 'data analyst');
    await page.getByText('You are offline').waitFor();
    await context.setOffline(false);
  });
});
