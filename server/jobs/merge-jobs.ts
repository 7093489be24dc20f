// Many sources' jobs → one list: ranked together (job-ranking.ts), then duplicates (same title and company,
// whatever the case and spacing) kept once, the better-ranked copy. Pure, so ranking is tested without any source.
import type { JobResult } from '../../src/lib/jobs/job-result';
import type { SourcedJob } from './job-source';
import { rankJobs } from './job-ranking';

/** More than a student reads; the answer stays small enough to cache on the device. */
const MAX_JOBS = 100;

const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
const duplicateKey = (job: Pick<SourcedJob, 'title' | 'company'>) => `${squash(job.title)}\u0000${squash(job.company)}`;

export function mergeJobs(lists: SourcedJob[][], query: string): JobResult[] {
  const seen = new Set<string>();
  const kept: JobResult[] = [];
  for (const job of rankJobs(lists.flat(), query)) {
    const key = duplicateKey(job);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({
      title: job.title,
      company: job.company,
      location: job.location,
      url: job.url,
      source: job.source,
      posted_at: job.posted_at,
      remote: job.remote,
      sample: job.sample,
    });
    if (kept.length === MAX_JOBS) break;
  }
  return kept;
}
