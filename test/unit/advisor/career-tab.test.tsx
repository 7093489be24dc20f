// @vitest-environment happy-dom
// The Career tab against a real (fake-indexeddb) UserData with a stand-in server: states, filters, links only
// for http(s) addresses, Save to bookmarks into the outbox, the red failure line, the offline message and
// the labels of sample listings.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import { CareerTab } from '../../../src/features/advisor/career/career-tab';
import type { JobSearchAnswer } from '../../../src/lib/jobs/job-result';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const ANSWER: JobSearchAnswer = {
  jobs: [
    {
      title: 'Data Analyst Intern',
      company: 'ExampleCorp',
      location: 'New York, NY',
      url: 'https://jobs.example.com/1',
      source: 'The Muse',
      posted_at: null,
      remote: false,
      sample: false,
    },
    {
      title: 'Junior Data Analyst',
      company: 'Remote Co',
      location: 'Remote (US)',
      url: 'https://jobs.example.com/2',
      source: 'Remotive',
      posted_at: null,
      remote: true,
      sample: false,
    },
    { title: 'Data Trap', company: 'Evil', location: 'Nowhere', url: 'javascript:alert(1)', source: 'Feed', posted_at: null, remote: false, sample: false },
  ],
  sources: [
    { name: 'The Muse', ok: true },
    { name: 'Remotive', ok: true },
    { name: 'Arbeitnow', ok: false },
  ],
};

/** Online, with the API answering job searches by `answer` (and nothing else: sync requests fail). */
function renderOnline(answer: () => Response) {
  const searches: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname !== '/api/search-jobs/') throw new TypeError('offline');
    searches.push(url.searchParams.get('q') ?? '');
    return answer();
  };
  const env = manualEnvironment({ online: true });
  const view = renderWithUserData(<CareerTab />, { fetch: fetch as typeof globalThis.fetch, environment: env });
  return { ...view, env, searches };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function searchFor(keywords: string) {
  fireEvent.change(screen.getByLabelText(/^Keywords/), { target: { value: keywords } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

test('idle, then results with the unreachable-source note; a javascript: address is never a link', async () => {
  const { searches } = renderOnline(() => json(ANSWER));
  expect(screen.getByRole('heading', { name: 'Search Career Opportunities' })).toBeTruthy();
  expect(screen.getByLabelText(/^Keywords/).getAttribute('placeholder')).toBe('e.g. front-end intern, data analyst');
  expect(screen.getByText(/Search by role, skill or field/)).toBeTruthy();

  searchFor('  data analyst ');
  const card = await screen.findByRole('article', { name: 'Data Analyst Intern' });
  expect(searches).toEqual(['data analyst']);
  expect(within(card).getByText('ExampleCorp · New York, NY')).toBeTruthy();
  expect(within(card).getByText('The Muse')).toBeTruthy();
  const view = within(card).getByRole('link', { name: /^View Data Analyst Intern at ExampleCorp/ });
  expect(view.getAttribute('href')).toBe('https://jobs.example.com/1');
  expect(view.getAttribute('target')).toBe('_blank');
  expect(view.getAttribute('rel')).toBe('noopener noreferrer');
  expect(screen.getByText('Some job sources could not be reached: Arbeitnow. These results may be incomplete.')).toBeTruthy();

  const trap = screen.getByRole('article', { name: 'Data Trap' });
  expect(within(trap).queryByRole('link')).toBeNull();
  expect(within(trap).queryByRole('button', { name: /Save/ })).toBeNull();
  expect(document.querySelector('a[href^="javascript"]')).toBeNull();
});

test('sample listings say so above the results and on each card, with no posted date; real ones do not', async () => {
  const sample = {
    title: 'Front-End Developer Intern',
    company: 'Shopify',
    location: 'Remote (Canada)',
    url: 'https://www.shopify.com/careers',
    source: 'Sample listings',
    posted_at: '2026-11-18T09:00:00Z',
    remote: true,
    sample: true,
  };
  let answer: JobSearchAnswer = { jobs: [sample], sources: [{ name: 'Sample listings', ok: true }] };
  renderOnline(() => json(answer));
  searchFor('front-end');
  const card = await screen.findByRole('article', { name: sample.title });
  expect(screen.getByText('These are sample listings, not real openings. Your school can connect its career office’s feed.')).toBeTruthy();
  expect(within(card).getByText('Sample')).toBeTruthy();
  expect(within(card).queryByText('Sample listings')).toBeNull();
  expect(within(card).queryByText(/^Posted/)).toBeNull();

  answer = ANSWER;
  searchFor('data');
  const real = await screen.findByRole('article', { name: 'Data Analyst Intern' });
  expect(screen.queryByText(/These are sample listings/)).toBeNull();
  expect(within(real).queryByText('Sample')).toBeNull();
});

test('filters by remote only and by location', async () => {
  renderOnline(() => json(ANSWER));
  searchFor('data');
  await screen.findByRole('article', { name: 'Data Analyst Intern' });
  fireEvent.click(screen.getByRole('switch', { name: 'Remote only' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Data Analyst Intern' })).toBeNull());
  expect(screen.getByRole('article', { name: 'Junior Data Analyst' })).toBeTruthy();
  expect(screen.getByText('1 of 3 jobs match the filters')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'austin' } });
  await screen.findByText('No jobs match the filters.');
});

test('Save to bookmarks writes the link locally (the outbox syncs it) and shows Saved', async () => {
  const { userData } = renderOnline(() => json(ANSWER));
  searchFor('data');
  const card = await screen.findByRole('article', { name: 'Data Analyst Intern' });
  fireEvent.click(within(card).getByRole('button', { name: 'Save Data Analyst Intern to bookmarks' }));
  const saved = await within(card).findByRole('button', { name: 'Data Analyst Intern saved to bookmarks' });
  expect(saved.textContent).toContain('Saved');
  expect(saved.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(saved);
  // Clicking Saved again adds nothing.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const bookmarks = await userData.bookmarks.list();
  expect(bookmarks.map((b) => [b.title, b.url])).toEqual([['Data Analyst Intern at ExampleCorp', 'https://jobs.example.com/1']]);
  expect((await userData.db.outbox.toArray()).map((entry) => [entry.entity, entry.op])).toEqual([['bookmarks', 'create']]);
});

test('no jobs, a failed request in red, and blank keywords never searched', async () => {
  let answer: () => Response = () => json({ detail: 'oops' }, 500);
  const { searches } = renderOnline(() => answer());
  searchFor('   ');
  expect(await screen.findByText('Enter a keyword to search.')).toBeTruthy();
  expect(searches).toEqual([]);

  searchFor('nurse');
  const failure = await screen.findByText('Could not fetch job results.');
  expect(failure.className + (failure.getAttribute('style') ?? '')).toMatch(/red/);

  answer = () => json({ sources: [] });
  searchFor('welder');
  await screen.findByText('No jobs found.');
});

test('offline: a search made before is shown from the device with its date, a new one says it cannot be searched', async () => {
  const { env, searches } = renderOnline(() => json(ANSWER));
  searchFor('data');
  await screen.findByRole('article', { name: 'Data Analyst Intern' });
  env.setOnline(false);

  searchFor('Data');
  await screen.findByText(/Showing the results saved on this device on/);
  expect(screen.getByRole('article', { name: 'Data Analyst Intern' })).toBeTruthy();
  expect(searches).toEqual(['data']);

  searchFor('nurse');
  expect(await screen.findByText('You are offline')).toBeTruthy();
  expect(screen.getByText(/no saved results for “nurse”/)).toBeTruthy();
  expect(searches).toEqual(['data']);
});
