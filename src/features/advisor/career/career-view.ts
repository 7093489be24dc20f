// What the Career tab shows, as plain functions: which results pass the filters, which address may be a
// link (http/https only: a job feed is outside data), the note about sources that did not answer, the
// bookmark a result becomes, and dates.
import type { BookmarkDraft } from '../../../data/entities/bookmark';
import { BOOKMARK_LIMITS } from '../../../lib/bookmark';
import type { JobResult, JobSourceStatus } from '../../../lib/jobs/job-result';
import { isWebAddress } from '../../../lib/web-address';

export interface JobFilters {
  remoteOnly: boolean;
  /** Free text matched against the job's location, any case. */
  location: string;
}

export function filterJobs(jobs: readonly JobResult[], filters: JobFilters): JobResult[] {
  const place = filters.location.trim().toLowerCase();
  return jobs.filter((job) => (!filters.remoteOnly || job.remote) && (!place || job.location.toLowerCase().includes(place)));
}

/** The address to link to, or undefined when it is not an absolute http(s) one (then no link at all). */
export function jobLink(job: Pick<JobResult, 'url'>): string | undefined {
  return isWebAddress(job.url) ? job.url : undefined;
}

/** "Some job sources could not be reached: Remotive and The Muse." or undefined when all answered. */
export function unreachableNote(sources: readonly JobSourceStatus[]): string | undefined {
  const failed = sources.filter((source) => !source.ok).map((source) => source.name);
  if (!failed.length) return undefined;
  const list = failed.length === 1 ? failed[0] : `${failed.slice(0, -1).join(', ')} and ${failed.at(-1)}`;
  return failed.length === sources.length
    ? `No job source could be reached (${list}). Try again later.`
    : `Some job sources could not be reached: ${list}. These results may be incomplete.`;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The bookmark "Save to bookmarks" creates; undefined for a job without a web address. */
export function bookmarkFor(job: JobResult): Required<BookmarkDraft> | undefined {
  const url = jobLink(job);
  if (!url || url.length > BOOKMARK_LIMITS.url) return undefined;
  const title = job.company ? `${job.title} at ${job.company}` : job.title;
  const where = [job.company, job.location, job.remote && !/remote/i.test(job.location) ? 'Remote' : ''].filter(Boolean).join(' · ');
  const description = [where, job.source ? `Found on ${job.source}` : ''].filter(Boolean).join('. ');
  return { title: clip(title, BOOKMARK_LIMITS.title), url, description: clip(description, BOOKMARK_LIMITS.description) };
}

const DAY_MS = 86_400_000;

/** "Posted today", "Posted 3 days ago", "Posted Nov 2, 2026", or undefined without a date. */
export function postedLabel(postedAt: string | null, now: Date): string | undefined {
  const time = postedAt ? Date.parse(postedAt) : NaN;
  if (Number.isNaN(time)) return undefined;
  const days = Math.floor((now.getTime() - time) / DAY_MS);
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 30) return `Posted ${days} days ago`;
  return `Posted ${new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** When an offline copy was fetched: "Nov 20, 2026, 3:04 PM". */
export function savedAtLabel(fetchedAt: number): string {
  return new Date(fetchedAt).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
