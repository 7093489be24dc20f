// A job search's answer as the API sends it and the app caches it: one shape for
// the server and the client, so the two cannot drift apart.

export interface JobResult {
  title: string;
  company: string;
  location: string;
  /** Always an absolute http(s) address: the server drops any other job. */
  url: string;
  /** The job source it came from, as shown to the student (Remotive, The Muse, Career office…). */
  source: string;
  /** ISO 8601 date-time, or null when the source does not say. */
  posted_at: string | null;
  remote: boolean;
  /** true: a made-up posting from the bundled sample feed, not a real opening; shown as such. */
  sample: boolean;
}

export interface JobSourceStatus {
  name: string;
  /** false: the source did not answer in time, or answered with an error. */
  ok: boolean;
}

export interface JobSearchAnswer {
  jobs: JobResult[];
  sources: JobSourceStatus[];
}

/** The longest keyword text the API accepts. */
export const JOB_QUERY_MAX = 200;

/** One spelling per search: case, outer and repeated spaces do not make a new query (cache keys). */
export function normaliseJobQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
