// The career search's states (idle, loading, error, results), plus "offline with nothing saved
// for this query". A new search cancels the one still running, so an old answer never replaces a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { JobSearchOfflineError, type JobSearchResult } from '../../../data/jobs/job-search-cache';

export type CareerSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'results'; query: string; result: JobSearchResult }
  | { status: 'error'; query: string }
  | { status: 'offline'; query: string };

export function useCareerSearch(): { state: CareerSearchState; search(query: string): void } {
  const [state, setState] = useState<CareerSearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback((typed: string) => {
    const query = typed.trim();
    if (!query) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading', query });
    activeUserData()
      .jobs.search(query, controller.signal)
      .then(
        (result) => {
          if (!controller.signal.aborted) setState({ status: 'results', query, result });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (!(error instanceof JobSearchOfflineError)) console.error('Career search failed', error);
          setState({ status: error instanceof JobSearchOfflineError ? 'offline' : 'error', query });
        },
      );
  }, []);

  return { state, search };
}
