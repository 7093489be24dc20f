// Career search with the last answer per query kept on the device (docs/sync-protocol.md "cached for reading offline"):
// online, the server is asked and its answer stored; offline, or when the request fails, the stored answer
// for that query is shown with its date. Not mirrored: nothing here is written by the user, so no outbox.
import type { ApiClient } from '../../api/api-client';
import { normaliseJobQuery, type JobSearchAnswer } from '../../lib/jobs/job-result';
import type { AppDatabase } from '../app-database';
import { fetchJobSearch } from './job-search-api';

/** Queries kept: the oldest answers beyond this are dropped. */
export const KEPT_SEARCHES = 30;

export interface StoredJobSearch {
  /** normaliseJobQuery of what was typed. */
  query: string;
  answer: JobSearchAnswer;
  /** When the server gave it (ms since epoch). */
  fetchedAt: number;
}

export interface JobSearchResult extends StoredJobSearch {
  /** true: the server could not be asked (offline, or it failed); this is the copy from `fetchedAt`. */
  fromCache: boolean;
}

/** Offline, with no stored answer for the query. */
export class JobSearchOfflineError extends Error {
  override name = 'JobSearchOfflineError';
}

export interface JobSearchCache {
  search(query: string, signal?: AbortSignal): Promise<JobSearchResult>;
  /** The stored answer for a query, if any (Dexie only). */
  stored(query: string): Promise<StoredJobSearch | undefined>;
}

export function createJobSearchCache({ db, api, isOnline, now = Date.now }: { db: AppDatabase; api: ApiClient; isOnline(): boolean; now?: () => number }): JobSearchCache {
  async function stored(query: string): Promise<StoredJobSearch | undefined> {
    const entry = await db.jobSearches.get(normaliseJobQuery(query));
    // Answers kept before jobs said whether they are samples have no `sample`: read as real listings.
    return entry && { ...entry, answer: { ...entry.answer, jobs: entry.answer.jobs.map((job) => ({ ...job, sample: job.sample === true })) } };
  }

  async function keep(entry: StoredJobSearch): Promise<void> {
    await db.transaction('rw', db.jobSearches, async () => {
      await db.jobSearches.put(entry);
      const extra = (await db.jobSearches.count()) - KEPT_SEARCHES;
      if (extra > 0) await db.jobSearches.orderBy('fetchedAt').limit(extra).delete();
    });
  }

  return {
    stored,
    async search(typed, signal) {
      const query = normaliseJobQuery(typed);
      if (!isOnline()) {
        const copy = await stored(query);
        if (!copy) throw new JobSearchOfflineError('Offline, and this search was never made on this device');
        return { ...copy, fromCache: true };
      }
      try {
        const entry = { query, answer: await fetchJobSearch(api, query, signal), fetchedAt: now() };
        await keep(entry);
        return { ...entry, fromCache: false };
      } catch (error) {
        if (signal?.aborted) throw error;
        const copy = await stored(query);
        if (copy) return { ...copy, fromCache: true };
        throw error;
      }
    },
  };
}
