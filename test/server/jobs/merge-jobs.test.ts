// Merging many sources' jobs, without any source: duplicates by title and company (any case and spacing),
// the phrase in the title first (punctuation aside), then word matches by field, then the newest.
import { describe, expect, it } from 'vitest';
import type { SourcedJob } from '../../../server/jobs/job-source';
import { mergeJobs } from '../../../server/jobs/merge-jobs';

const job = (title: string, extra: Partial<SourcedJob> = {}): SourcedJob => ({
  title,
  company: 'Co',
  location: 'Springfield',
  url: `https://jobs.example.com/${encodeURIComponent(title)}`,
  source: 'Feed',
  posted_at: '2026-11-01T00:00:00.000Z',
  remote: false,
  description: '',
  ...extra,
});

describe('mergeJobs', () => {
  it('ranks the phrase in the title first, even with a hyphen, then title words, then other fields, then the newest', () => {
    const merged = mergeJobs(
      [
        [job('Intern, Front End Tools', { posted_at: '2026-11-22T00:00:00.000Z' }), job('Web Developer', { description: 'front-end intern program' })],
        [job('Front-End Intern, Summer', { posted_at: '2026-10-01T00:00:00.000Z' }), job('Front-end intern (Design)', { posted_at: '2026-11-05T00:00:00.000Z' })],
        [job('Accountant', { company: 'Front End Ltd' })],
      ],
      'front-end intern',
    );
    expect(merged.map((j) => j.title)).toEqual(['Front-end intern (Design)', 'Front-End Intern, Summer', 'Intern, Front End Tools', 'Accountant', 'Web Developer']);
  });

  it('keeps one of each title and company, whatever the case and spacing: the better match, else the newer', () => {
    const merged = mergeJobs(
      [
        [job('Data  Analyst', { company: 'ACME', source: 'A', posted_at: '2026-11-01T00:00:00.000Z' })],
        [job('data analyst', { company: ' acme ', source: 'B', posted_at: '2026-11-10T00:00:00.000Z' })],
        [job('Data Analyst', { company: 'Other', source: 'C' })],
      ],
      'analyst',
    );
    expect(merged.map((j) => [j.title, j.source])).toEqual([
      ['data analyst', 'B'],
      ['Data Analyst', 'C'],
    ]);
    expect(Object.keys(merged[0]!)).not.toContain('description');
  });
});
