// GET /api/search-jobs/ through the real app on the test database (PGlite, or PostgreSQL with TEST_PG_URL),
// its sources pointed at local fake servers: no token needed, a slow or broken source reported while the
// others answer, duplicates merged and ranked, answers cached in the database, validation and the per-address limit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchAnswer } from '../../../src/lib/jobs/job-result';
import type { JobsConfig } from '../../../server/jobs/jobs-config';
import { startTestApi, type TestApi } from '../support/test-api';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { arbeitnowAnswer, remotiveAnswer, theMuseAnswer } from './support/api-shapes';
import { startFakeJobServer, type FakeAnswer, type FakeJobServer } from './support/fake-job-server';

let dir: string;
// One migrated database for the file: each test builds its own app (its own sources) on it.
let database: TestDatabase;
const apis: TestApi[] = [];
const servers: FakeJobServer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'degreemate-jobs-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
});
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
  // Answers cached by one test must not answer the next one's search.
  await database.db.exec('DELETE FROM job_search_cache');
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fake(answer: FakeAnswer | (() => FakeAnswer)): Promise<FakeJobServer> {
  const server = await startFakeJobServer(typeof answer === 'function' ? answer : () => answer);
  servers.push(server);
  return server;
}

function feedFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function api(jobs: JobsConfig): Promise<TestApi> {
  const started = await startTestApi({ jobs: { timeoutMs: 2_000, ...jobs }, sampleCatalog: false }, database);
  apis.push(started);
  return started;
}

async function search(target: TestApi, q: string): Promise<JobSearchAnswer> {
  const response = await target.app.inject({ method: 'GET', url: `/api/search-jobs/?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobSearchAnswer>();
}

const feedJob = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  company: 'Campus Employer',
  location: 'Springfield',
  url: `https://jobs.example.edu/${encodeURIComponent(title)}`,
  posted_at: '2026-11-01T00:00:00Z',
  remote: false,
  description: '',
  ...extra,
});

describe('GET /api/search-jobs/', () => {
  it('answers without a token from the bundled sample feed by default, every job marked a sample and undated', async () => {
    const target = await api({ sources: [] });
    const answer = await search(target, 'data analyst');
    expect(answer.sources).toEqual([{ name: 'Sample listings', ok: true }]);
    expect(answer.jobs.length).toBeGreaterThan(1);
    // The whole phrase in a title ranks first.
    expect(answer.jobs[0]!.title.toLowerCase()).toContain('data analyst');
    for (const job of answer.jobs) {
      expect(Object.keys(job).sort()).toEqual(['company', 'location', 'posted_at', 'remote', 'sample', 'source', 'title', 'url']);
      expect(job.url).toMatch(/^https:\/\//);
      expect(job).toMatchObject({ sample: true, source: 'Sample listings', posted_at: null });
    }
  });

  it("does not mark a school's own feed or a job site's jobs as samples", async () => {
    const remotive = await fake({ body: remotiveAnswer });
    const feed = feedFile('school.json', [feedJob('Frontend Intern')]);
    const target = await api({ sources: ['remotive'], feedFile: feed, urls: { remotive: remotive.url() } });
    const answer = await search(target, 'frontend');
    expect(answer.jobs.map((job) => [job.title, job.source, job.sample]).sort()).toEqual([
      ['Frontend Intern', 'Career office', false],
      ['Junior Frontend Developer', 'Remotive', false],
    ]);
  });

  it('ranks the merged list by relevance: "data analyst intern" leaves out the jobs that only say "intern"', async () => {
    const site = await fake({
      body: {
        jobs: [
          {
            url: 'https://remotive.example/1',
            title: 'Junior Data Analyst',
            company_name: 'Site Co',
            publication_date: '2026-11-20T00:00:00',
            description: '',
          },
          {
            url: 'https://remotive.example/2',
            title: 'Graphic Design Intern',
            company_name: 'Site Co',
            publication_date: '2026-11-26T00:00:00',
            description: 'Posters and web banners.',
          },
          {
            url: 'https://remotive.example/3',
            title: 'Analyst Intern, Data Platform',
            company_name: 'Site Co',
            publication_date: '2026-11-02T00:00:00',
            description: '',
          },
        ],
      },
    });
    const feed = feedFile('relevance.json', [
      feedJob('Data Analyst Intern', { posted_at: '2026-10-01T00:00:00Z' }),
      feedJob('Mechanical Engineering Intern', { posted_at: '2026-11-25T00:00:00Z' }),
      feedJob('Accounting Intern', { posted_at: '2026-11-24T00:00:00Z' }),
      feedJob('Operations Analyst', { description: 'Weekly reports from warehouse data.' }),
    ]);
    const target = await api({ sources: ['remotive'], feedFile: feed, urls: { remotive: site.url() } });
    const titles = (await search(target, 'data analyst intern')).jobs.map((job) => job.title);
    // Every word in the title (the feed's exact phrase before the site's), then two of the words in the title,
    // then two words with one in the description; the newer interns matching only "intern" are not there.
    expect(titles).toEqual(['Data Analyst Intern', 'Analyst Intern, Data Platform', 'Junior Data Analyst', 'Operations Analyst']);
  });

  it('asks every configured source at once; a slow one is reported ok: false and the others still answer', async () => {
    const remotive = await fake({ body: remotiveAnswer });
    const slow = await fake({ body: arbeitnowAnswer, delayMs: 5_000 });
    const feed = feedFile('slow.json', [feedJob('Frontend Intern')]);
    const target = await api({
      sources: ['remotive', 'arbeitnow'],
      feedFile: feed,
      timeoutMs: 2_000,
      urls: { remotive: remotive.url(), arbeitnow: slow.url() },
    });
    const answer = await search(target, 'frontend');
    expect(answer.sources).toEqual([
      { name: 'Career office', ok: true },
      { name: 'Remotive', ok: true },
      { name: 'Arbeitnow', ok: false },
    ]);
    expect(answer.jobs.map((job) => job.title).sort()).toEqual(['Frontend Intern', 'Junior Frontend Developer']);
    expect(slow.requests).toHaveLength(1);
  });

  it('reports a source answering 500 or something that is not JSON as ok: false', async () => {
    const broken = await fake({ status: 500, body: 'Internal Server Error' });
    const garbled = await fake({ body: '{"results": [' });
    const feed = feedFile('broken.json', [feedJob('Data Analyst Trainee')]);
    const target = await api({ sources: ['remotive', 'themuse'], feedFile: feed, urls: { remotive: broken.url(), themuse: garbled.url() } });
    const answer = await search(target, 'data analyst');
    expect(answer.sources.map((source) => [source.name, source.ok])).toEqual([
      ['Career office', true],
      ['Remotive', false],
      ['The Muse', false],
    ]);
    expect(answer.jobs.map((job) => job.title)).toEqual(['Data Analyst Trainee']);
  });

  it('merges duplicates across sources (title and company, any case and spacing) and ranks title matches first, then the newest', async () => {
    const muse = await fake({ body: theMuseAnswer });
    const feed = feedFile('rank.json', [
      feedJob('data  analyst intern', { company: 'examplecorp', posted_at: '2026-10-01T00:00:00Z' }),
      feedJob('Marketing Assistant', { description: 'Reports on data for the analyst team', posted_at: '2026-11-20T00:00:00Z' }),
      feedJob('Junior Data Analyst', { posted_at: '2026-11-10T00:00:00Z' }),
      feedJob('Data Analyst, Evenings', { posted_at: '2026-11-12T00:00:00Z' }),
      feedJob('Analyst Data Entry', { posted_at: '2026-11-22T00:00:00Z' }),
    ]);
    const target = await api({ sources: ['themuse'], feedFile: feed, urls: { themuse: muse.url() } });
    const answer = await search(target, 'Data Analyst');
    const titles = answer.jobs.map((job) => job.title);
    // One of the two "Data Analyst Intern at ExampleCorp": The Muse's, the newer one.
    expect(titles.filter((title) => /^data\s+analyst intern$/i.test(title))).toHaveLength(1);
    expect(answer.jobs.find((job) => /intern/i.test(job.title))?.source).toBe('The Muse');
    // Phrase in the title, newest first; then both words in the title; then the description only.
    expect(titles).toEqual(['Data Analyst Intern', 'Data Analyst, Evenings', 'Junior Data Analyst', 'Analyst Data Entry', 'Marketing Assistant']);
  });

  it('caches an answer per normalised query: the same search again does not ask the sources', async () => {
    const remotive = await fake({ body: remotiveAnswer });
    const target = await api({ sources: ['remotive'], feedFile: null, urls: { remotive: remotive.url() } });
    const first = await search(target, 'Frontend');
    const again = await search(target, '  frontend ');
    expect(again).toEqual(first);
    expect(remotive.requests).toHaveLength(1);
    const rows = await target.db.query<{ query_key: string }>('SELECT query_key FROM job_search_cache');
    expect(rows.map((row) => row.query_key)).toEqual(['frontend']);
    await search(target, 'backend');
    expect(remotive.requests).toHaveLength(2);
  });

  it('asks again instead of answering with a kept answer whose jobs do not say whether they are samples', async () => {
    const target = await api({ sources: [], feedFile: feedFile('kept.json', [feedJob('Frontend Intern')]) });
    const old = {
      jobs: [{ ...feedJob('Old Frontend Intern'), description: undefined, source: 'Career office' }],
      sources: [{ name: 'Career office', ok: true }],
    };
    await target.db.query(`INSERT INTO job_search_cache (query_key, answer, expires_at) VALUES ('frontend', $1, now() + interval '1 hour')`, [
      JSON.stringify(old),
    ]);
    const answer = await search(target, 'frontend');
    expect(answer.jobs.map((job) => [job.title, job.sample])).toEqual([['Frontend Intern', false]]);
  });

  it('does not cache past the time to live', async () => {
    const remotive = await fake({ body: remotiveAnswer });
    const target = await api({ sources: ['remotive'], feedFile: null, urls: { remotive: remotive.url() }, cacheTtlMs: 0 });
    await search(target, 'frontend');
    await search(target, 'frontend');
    expect(remotive.requests).toHaveLength(2);
  });

  it('reads a local feed in CSV, with quoted fields, and drops jobs whose address is not http(s)', async () => {
    const csv = [
      'title,company,location,url,posted_at,remote,description',
      '"Front-End Intern, Summer",Campus IT,"Springfield, IL",https://it.example.edu/jobs/1,2026-11-01,yes,"Builds the ""new"" portal"',
      'Front-End Trap,Evil,Nowhere,javascript:alert(1),2026-11-02,no,',
      'Front-End Data Trap,Evil,Nowhere,data:text/html;base64,PHNjcmlwdD4=,2026-11-02,no,',
      'Library Assistant,Library,Springfield,https://library.example.edu/jobs,2026-11-03,no,',
    ].join('\r\n');
    const target = await api({ sources: [], feedFile: feedFile('feed.csv', csv) });
    const answer = await search(target, 'front-end');
    expect(answer.jobs).toEqual([
      {
        title: 'Front-End Intern, Summer',
        company: 'Campus IT',
        location: 'Springfield, IL',
        url: 'https://it.example.edu/jobs/1',
        source: 'Career office',
        posted_at: '2026-11-01T00:00:00.000Z',
        remote: true,
        sample: false,
      },
    ]);
  });

  it('reads a JSON feed and never lets a javascript: address through, whatever its case or spacing', async () => {
    const feed = feedFile('evil.json', [
      feedJob('Intern Safe'),
      feedJob('Intern Evil', { url: 'javascript:alert(1)' }),
      feedJob('Intern Evil Two', { url: ' JavaScript:alert(1)' }),
      feedJob('Intern Evil Three', { url: 'java\nscript:alert(1)' }),
      feedJob('Intern No Url', { url: undefined }),
    ]);
    const target = await api({ sources: [], feedFile: feed });
    const answer = await search(target, 'intern');
    expect(answer.jobs.map((job) => job.title)).toEqual(['Intern Safe']);
  });

  it('reports a feed file that is missing or not a job list as ok: false', async () => {
    const target = await api({ sources: [], feedFile: path.join(dir, 'missing.json') });
    expect((await search(target, 'intern')).sources).toEqual([{ name: 'Career office', ok: false }]);
    const other = await api({ sources: [], feedFile: feedFile('object.json', { hello: 'world' }) });
    expect((await search(other, 'intern')).sources).toEqual([{ name: 'Career office', ok: false }]);
  });

  it('answers 400 with {detail, errors} for a missing, blank or too long q', async () => {
    const target = await api({ sources: [] });
    for (const [url, message] of [
      ['/api/search-jobs/', 'This field is required.'],
      ['/api/search-jobs/?q=', 'This field may not be blank.'],
      ['/api/search-jobs/?q=%20%20%09', 'This field may not be blank.'],
      [`/api/search-jobs/?q=${'a'.repeat(201)}`, 'Ensure this field has no more than 200 characters.'],
    ] as const) {
      const response = await target.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ detail: 'Validation failed.', errors: { q: [message] } });
    }
    expect((await target.app.inject({ method: 'GET', url: `/api/search-jobs/?q=${'a'.repeat(200)}` })).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past the per-address search budget', async () => {
    const target = await api({ sources: [], searchesPerMinute: 3 });
    // The budget is counted in the database this file's servers share: an address none of them has seen.
    const remoteAddress = '10.1.2.3';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await target.app.inject({ method: 'GET', url: `/api/search-jobs/?q=intern${i}`, remoteAddress })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await target.app.inject({ method: 'GET', url: '/api/search-jobs/?q=intern', remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ detail: string }>().detail).toMatch(/Too many requests/);
    // Another address has its own budget.
    const elsewhere = await target.app.inject({ method: 'GET', url: '/api/search-jobs/?q=intern', remoteAddress: '10.9.8.7' });
    expect(elsewhere.statusCode).toBe(200);
  });
});
