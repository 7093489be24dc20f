// Calling GET /api/search-jobs/ through the app's API client. An answer without a jobs list is "no jobs"
//; an answer that is not our API's JSON object at all (a captive portal's page) or an error
// status is a failure, never cached. Each job is checked field by field: the tab renders what passes.
import type { ApiClient } from '../../api/api-client';
import type { JobResult, JobSearchAnswer, JobSourceStatus } from '../../lib/jobs/job-result';

export class JobSearchFailedError extends Error {
  override name = 'JobSearchFailedError';
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function toJob(value: unknown): JobResult | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const item = value as Record<string, unknown>;
  if (typeof item.title !== 'string' || !item.title) return undefined;
  return {
    title: item.title,
    company: str(item.company),
    location: str(item.location),
    url: str(item.url),
    source: str(item.source),
    posted_at: typeof item.posted_at === 'string' ? item.posted_at : null,
    remote: item.remote === true,
    sample: item.sample === true,
  };
}

function toSource(value: unknown): JobSourceStatus | undefined {
  const item = value as { name?: unknown; ok?: unknown } | null;
  return item && typeof item.name === 'string' && typeof item.ok === 'boolean' ? { name: item.name, ok: item.ok } : undefined;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

export async function fetchJobSearch(api: ApiClient, query: string, signal?: AbortSignal): Promise<JobSearchAnswer> {
  const response = await api.request({ method: 'GET', path: `/api/search-jobs/?q=${encodeURIComponent(query)}`, signal });
  if (response.status < 200 || response.status >= 300) throw new JobSearchFailedError(`The server answered ${response.status}`);
  const body = response.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new JobSearchFailedError('Not a job search answer');
  const { jobs, sources } = body as { jobs?: unknown; sources?: unknown };
  return {
    jobs: Array.isArray(jobs) ? jobs.map(toJob).filter(defined) : [],
    sources: Array.isArray(sources) ? sources.map(toSource).filter(defined) : [],
  };
}
