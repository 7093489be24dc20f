// Many sources' jobs → one list: duplicates (same title and company, whatever the case and spacing) kept
// once, the best-matching and then the newest first. Pure, so ranking is tested without any source.
import type { JobResult } from '../../src/lib/jobs/job-result';
import type { SourcedJob } from './job-source';
import { keywords, matchScore } from './keywords';

/** More than a student reads; the answer stays small enough to cache on the device. */
export const MAX_JOBS = 100;

const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
export const duplicateKey = (job: Pick<SourcedJob, 'title' | 'company'>) => `${squash(job.title)}\u0000${squash(job.company)}`;

const time = (job: SourcedJob) => (job.posted_at ? Date.parse(job.posted_at) : 0);

export function mergeJobs(lists: SourcedJob[][], query: string): JobResult[] {
  const words = keywords(query);
  const phrase = words.join(' ');
  const best = new Map<string, { job: SourcedJob; score: number }>();
  for (const job of lists.flat()) {
    const key = duplicateKey(job);
    const score = matchScore(job, words, phrase);
    const kept = best.get(key);
    if (!kept || score > kept.score || (score === kept.score && time(job) > time(kept.job))) best.set(key, { job, score });
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || time(b.job) - time(a.job))
    .slice(0, MAX_JOBS)
    .map(({ job }) => ({
      title: job.title,
      company: job.company,
      location: job.location,
      url: job.url,
      source: job.source,
      posted_at: job.posted_at,
      remote: job.remote,
    }));
}
