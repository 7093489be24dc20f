// Merging many sources' jobs, without any source: duplicates by title and company (any case and spacing),
// the phrase in the title first (punctuation aside), then all words in the title, then BM25 relevance (more
// of the query matched, the title above other fields), then the newest; jobs matching only a common word dropped.
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
  sample: false,
  description: '',
  ...extra,
});

describe('mergeJobs', () => {
  it('ranks the phrase in the title first, even with a hyphen, then title words, then the jobs matching more words, then the newest', () => {
    const merged = mergeJobs(
      [
        [job('Intern, Front End Tools', { posted_at: '2026-11-22T00:00:00.000Z' }), job('Web Developer', { description: 'front-end intern program' })],
        [
          job('Front-End Intern, Summer', { posted_at: '2026-10-01T00:00:00.000Z' }),
          job('Front-end intern (Design)', { posted_at: '2026-11-05T00:00:00.000Z' }),
        ],
        [job('Accountant', { company: 'Front End Ltd' })],
      ],
      'front-end intern',
    );
    // "Web Developer" has every word (in its description), "Accountant" two (in its company).
    expect(merged.map((j) => j.title)).toEqual([
      'Front-end intern (Design)',
      'Front-End Intern, Summer',
      'Intern, Front End Tools',
      'Web Developer',
      'Accountant',
    ]);
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

  it('ranks "data analyst intern" by relevance across sources: jobs matching only "intern" are left out', () => {
    const feed = [
      job('Data Analyst Intern', { posted_at: '2026-10-01T00:00:00.000Z' }),
      job('Mechanical Engineering Intern', { posted_at: '2026-11-25T00:00:00.000Z' }),
      job('Graphic Design Intern', { posted_at: '2026-11-24T00:00:00.000Z' }),
      job('Marketing Intern', { description: 'Campaigns, social media and events.' }),
    ];
    const site = [
      job('Junior Data Analyst', { source: 'Site', posted_at: '2026-11-20T00:00:00.000Z' }),
      job('Software Engineering Intern', { source: 'Site', posted_at: '2026-11-23T00:00:00.000Z' }),
      job('Business Analyst Intern', { source: 'Site' }),
      job('Research Intern', { source: 'Site', description: 'Clean and chart survey data for the lab.' }),
      job('Accounting Intern', { source: 'Site' }),
    ];
    const titles = mergeJobs([feed, site], 'data analyst intern').map((j) => j.title);
    // Every word in the title first; then the jobs with two of the words, "data analyst" in the title first.
    expect(titles[0]).toBe('Data Analyst Intern');
    expect(titles.slice(1, 3)).toEqual(['Junior Data Analyst', 'Business Analyst Intern']);
    expect(new Set(titles)).toEqual(new Set(['Data Analyst Intern', 'Junior Data Analyst', 'Business Analyst Intern', 'Research Intern']));
  });

  it('keeps one-word matches when every word is as rare, and all jobs for a query of filler words only', () => {
    const jobs = [job('Marketing Coordinator'), job('Marketing Assistant'), job('Research Coordinator'), job('Nurse')];
    expect(mergeJobs([jobs], 'marketing coordinator').map((j) => j.title)).toEqual(['Marketing Coordinator', 'Marketing Assistant', 'Research Coordinator']);
    expect(mergeJobs([jobs], 'jobs')).toHaveLength(4);
  });

  it('matches word forms: "interns" finds an internship, "engineer" an engineering job', () => {
    const jobs = [job('Summer Internship, Finance'), job('Engineering Technician'), job('Cashier')];
    expect(mergeJobs([jobs], 'interns').map((j) => j.title)).toEqual(['Summer Internship, Finance']);
    expect(mergeJobs([jobs], 'engineer').map((j) => j.title)).toEqual(['Engineering Technician']);
  });
});
