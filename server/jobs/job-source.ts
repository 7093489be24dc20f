// The one interface every job source implements (a provider interface with an embedded default),
// and the job as sources hand it over: the API's job plus the text that ranking reads but the API never sends.
import type { JobResult } from '../../src/lib/jobs/job-result';

export interface SourcedJob extends JobResult {
  /** Plain text (HTML stripped), for ranking only. */
  description: string;
}

export interface JobSource {
  /** Shown to students, in each job's `source` and in the answer's `sources`. */
  name: string;
  /** The jobs matching `query`; rejects when the source cannot answer. Must stop when `signal` aborts. */
  search(query: string, options: { signal: AbortSignal }): Promise<SourcedJob[]>;
}

/** A source answered, but not with what its API documents: reported as `ok: false`, like a timeout. */
export class JobSourceError extends Error {
  override name = 'JobSourceError';
}
