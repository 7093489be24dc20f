// One search across every configured source: all asked at once, each given its own time (5 s by default)
// to answer, and a source that fails or is late is reported as `ok: false` while the others' jobs still
// come back. A source that ignores its abort signal is not waited for either.
import type { JobSearchAnswer } from '../../src/lib/jobs/job-result';
import type { JobSource, SourcedJob } from './job-source';
import { mergeJobs } from './merge-jobs';

export interface SearchLog {
  warn(details: object, message: string): void;
}

export async function searchJobSources(sources: readonly JobSource[], query: string, timeoutMs: number, log?: SearchLog): Promise<JobSearchAnswer> {
  const outcomes = await Promise.all(sources.map((source) => askInTime(source, query, timeoutMs, log)));
  return {
    jobs: mergeJobs(
      outcomes.map((jobs) => jobs ?? []),
      query,
    ),
    sources: sources.map((source, index) => ({ name: source.name, ok: outcomes[index] !== undefined })),
  };
}

/** The source's jobs, or undefined when it failed or ran out of time. */
async function askInTime(source: JobSource, query: string, timeoutMs: number, log?: SearchLog): Promise<SourcedJob[] | undefined> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([source.search(query, { signal: controller.signal }), late]);
  } catch (error) {
    log?.warn({ source: source.name, reason: error instanceof Error ? error.message : String(error) }, 'job source failed');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
