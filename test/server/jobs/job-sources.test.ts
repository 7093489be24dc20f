// Each job API's mapping, against a local fake server answering in that API's documented shape: the fields
// a student sees, what was asked (keywords, keys, headers), and `javascript:` addresses never coming through.
import { afterEach, describe, expect, it } from 'vitest';
import { JobSourceError, type JobSource } from '../../../server/jobs/job-source';
import { adzunaSource } from '../../../server/jobs/sources/adzuna-source';
import { arbeitnowSource } from '../../../server/jobs/sources/arbeitnow-source';
import { remotiveSource } from '../../../server/jobs/sources/remotive-source';
import { theMuseSource } from '../../../server/jobs/sources/themuse-source';
import { usaJobsSource } from '../../../server/jobs/sources/usajobs-source';
import { adzunaAnswer, arbeitnowAnswer, remotiveAnswer, theMuseAnswer, usaJobsAnswer } from './support/api-shapes';
import { startFakeJobServer, type FakeAnswer, type FakeJobServer } from './support/fake-job-server';

const servers: FakeJobServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fake(answer: FakeAnswer): Promise<FakeJobServer> {
  const server = await startFakeJobServer(() => answer);
  servers.push(server);
  return server;
}

const search = (source: JobSource, query: string) => source.search(query, { signal: new AbortController().signal });

describe('job sources against fake APIs', () => {
  it('Remotive: maps its jobs, sends the keywords, every job remote, drops javascript: and untitled jobs', async () => {
    const server = await fake({ body: remotiveAnswer });
    const jobs = await search(remotiveSource(server.url('/api/remote-jobs')), 'frontend');
    expect(server.requests[0]!.url.searchParams.get('search')).toBe('frontend');
    expect(jobs).toEqual([
      {
        title: 'Junior Frontend Developer',
        company: 'Acme Remote',
        location: 'USA Only',
        url: 'https://remotive.com/remote-jobs/software-dev/junior-frontend-developer-1911234',
        source: 'Remotive',
        posted_at: '2026-11-20T10:15:32.000Z',
        remote: true,
        description: 'Build React interfaces.',
        sample: false,
      },
    ]);
  });

  it('Arbeitnow: keeps only the jobs matching the keywords (it cannot search), Unix dates, drops javascript:', async () => {
    const server = await fake({ body: arbeitnowAnswer });
    const jobs = await search(arbeitnowSource(server.url('/api/job-board-api')), 'frontend');
    expect(jobs.map((job) => [job.title, job.company, job.location, job.remote, job.source])).toEqual([
      ['Werkstudent Frontend Developer (React)', 'Berlin Startup GmbH', 'Berlin', false, 'Arbeitnow'],
    ]);
    expect(jobs[0]!.posted_at).toBe(new Date(1795521600 * 1000).toISOString());
    expect(jobs[0]!.url).toMatch(/^https:\/\/www\.arbeitnow\.com\//);
  });

  it('The Muse: asks for entry-level and internship jobs, maps name, company, locations and landing page', async () => {
    const server = await fake({ body: theMuseAnswer });
    const jobs = await search(theMuseSource(server.url('/api/public/jobs')), 'data analyst');
    const asked = server.requests[0]!.url.searchParams;
    expect(asked.get('page')).toBe('0');
    expect(asked.getAll('level')).toEqual(['Entry Level', 'Internship']);
    expect(jobs.map(({ description: _d, ...job }) => job)).toEqual([
      {
        title: 'Data Analyst Intern',
        company: 'ExampleCorp',
        location: 'Flexible / Remote',
        url: 'https://www.themuse.com/jobs/examplecorp/data-analyst-intern',
        source: 'The Muse',
        posted_at: '2026-11-18T14:02:11.123Z',
        remote: true,
        sample: false,
      },
    ]);
  });

  it('Adzuna: sends the app id, key and keywords to /{country}/search/1, maps company and location names', async () => {
    const server = await fake({ body: adzunaAnswer });
    const jobs = await search(adzunaSource({ appId: 'id-1', appKey: 'key-2', country: 'us' }, server.url('/v1/api/jobs')), 'data analyst');
    const request = server.requests[0]!;
    expect(request.url.pathname).toBe('/v1/api/jobs/us/search/1');
    expect(Object.fromEntries(['app_id', 'app_key', 'what'].map((name) => [name, request.url.searchParams.get(name)]))).toEqual({
      app_id: 'id-1',
      app_key: 'key-2',
      what: 'data analyst',
    });
    expect(jobs.map(({ description: _d, ...job }) => job)).toEqual([
      {
        title: 'Graduate Data Analyst',
        company: 'Analytics Co',
        location: 'Austin, Travis County',
        url: 'https://www.adzuna.com/land/ad/4321?se=abc',
        source: 'Adzuna',
        posted_at: '2026-11-19T08:30:00.000Z',
        remote: true,
        sample: false,
      },
    ]);
  });

  it('USAJOBS: sends Authorization-Key and the email as User-Agent, maps the matched object descriptor', async () => {
    const server = await fake({ body: usaJobsAnswer });
    const jobs = await search(usaJobsSource({ apiKey: 'secret-key', email: 'office@example.edu' }, server.url('/api/search')), 'data');
    const request = server.requests[0]!;
    expect(request.url.searchParams.get('Keyword')).toBe('data');
    expect(request.headers['authorization-key']).toBe('secret-key');
    expect(request.headers['user-agent']).toBe('office@example.edu');
    expect(jobs.map(({ description: _d, ...job }) => job)).toEqual([
      {
        title: 'IT Specialist (Data Management) Student Trainee',
        company: 'Consumer Financial Protection Bureau',
        location: 'Washington, District of Columbia',
        url: 'https://www.usajobs.gov:443/GetJob/ViewDetails/441132200',
        source: 'USAJOBS',
        posted_at: '2026-11-15T00:00:00.000Z',
        remote: true,
        sample: false,
      },
    ]);
  });

  it('rejects an error status, a body that is not JSON, and JSON without the jobs list', async () => {
    const failing = await fake({ status: 500, body: { error: 'down' } });
    await expect(search(remotiveSource(failing.url()), 'x')).rejects.toBeInstanceOf(JobSourceError);
    const html = await fake({ body: '<html>captive portal</html>' });
    await expect(search(arbeitnowSource(html.url()), 'x')).rejects.toThrow(/did not answer JSON/);
    const other = await fake({ body: { message: 'rate limited' } });
    await expect(search(theMuseSource(other.url()), 'x')).rejects.toThrow(/no results list/);
  });
});
