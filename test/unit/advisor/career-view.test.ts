// The Career tab's view rules: filters, which addresses become links, the note about unreachable sources,
// the bookmark a result becomes, and posted dates.
import { describe, expect, it } from 'vitest';
import type { JobResult } from '../../../src/lib/jobs/job-result';
import { bookmarkFor, filterJobs, jobLink, postedLabel, unreachableNote } from '../../../src/features/advisor/career/career-view';

const job = (overrides: Partial<JobResult> = {}): JobResult => ({
  title: 'Data Analyst Intern',
  company: 'ExampleCorp',
  location: 'New York, NY',
  url: 'https://jobs.example.com/1',
  source: 'The Muse',
  posted_at: '2026-11-20T09:00:00Z',
  remote: false,
  sample: false,
  ...overrides,
});

describe('career view', () => {
  it('filters by remote and by location text, any case', () => {
    const jobs = [job({ title: 'A' }), job({ title: 'B', remote: true, location: 'Remote (US)' }), job({ title: 'C', location: 'Austin, TX' })];
    expect(filterJobs(jobs, { remoteOnly: false, location: '' }).map((j) => j.title)).toEqual(['A', 'B', 'C']);
    expect(filterJobs(jobs, { remoteOnly: true, location: '' }).map((j) => j.title)).toEqual(['B']);
    expect(filterJobs(jobs, { remoteOnly: false, location: ' new york ' }).map((j) => j.title)).toEqual(['A']);
    expect(filterJobs(jobs, { remoteOnly: true, location: 'austin' })).toEqual([]);
  });

  it('links only absolute http(s) addresses', () => {
    expect(jobLink(job())).toBe('https://jobs.example.com/1');
    expect(jobLink(job({ url: 'http://jobs.example.com/2' }))).toBe('http://jobs.example.com/2');
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      '/jobs/1',
      '//evil.example/x',
      'https://',
      '',
    ]) {
      expect(jobLink(job({ url })), url).toBeUndefined();
    }
  });

  it('says which sources could not be reached, or that none could', () => {
    expect(unreachableNote([{ name: 'Career office', ok: true }])).toBeUndefined();
    expect(
      unreachableNote([
        { name: 'Career office', ok: true },
        { name: 'Remotive', ok: false },
      ]),
    ).toBe('Some job sources could not be reached: Remotive. These results may be incomplete.');
    expect(
      unreachableNote([
        { name: 'A', ok: false },
        { name: 'B', ok: true },
        { name: 'C', ok: false },
        { name: 'D', ok: false },
      ]),
    ).toMatch(/: A, C and D\./);
    expect(unreachableNote([{ name: 'A', ok: false }])).toBe('No job source could be reached (A). Try again later.');
  });

  it('turns a result into a bookmark, and none for a job without a web address', () => {
    expect(bookmarkFor(job({ remote: true }))).toEqual({
      title: 'Data Analyst Intern at ExampleCorp',
      url: 'https://jobs.example.com/1',
      description: 'ExampleCorp · New York, NY · Remote. Found on The Muse',
    });
    expect(bookmarkFor(job({ url: 'javascript:alert(1)' }))).toBeUndefined();
    expect(bookmarkFor(job({ title: 'x'.repeat(300) }))!.title).toHaveLength(200);
  });

  it('labels when a job was posted', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(postedLabel('2026-11-23T08:00:00Z', now)).toBe('Posted today');
    expect(postedLabel('2026-11-22T08:00:00Z', now)).toBe('Posted yesterday');
    expect(postedLabel('2026-11-13T12:00:00Z', now)).toBe('Posted 10 days ago');
    expect(postedLabel('2026-08-02T12:00:00Z', now)).toBe('Posted Aug 2, 2026');
    expect(postedLabel(null, now)).toBeUndefined();
    expect(postedLabel('not a date', now)).toBeUndefined();
  });
});
