// The catalogue for the Advisor's screens: read live from the device's cache, refreshed from the API
// when online (and again on coming back online). "unavailable" means this device never downloaded it
// and cannot now: the screens say so plainly instead of spinning.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Program, University } from '../../lib/catalog/catalog';
import type { ProgramCatalog } from '../../lib/planning/plan-types';

export type CatalogStatus = 'loading' | 'ready' | 'unavailable';

interface Cached<T> {
  status: CatalogStatus;
  data?: T;
  /** Why it is unavailable, in words for the student. */
  error?: string;
  /** Try the download again (e.g. a button beside the message). */
  retry(): void;
}

const offlineText = (what: string) => `${what} hasn't been downloaded to this device yet. Connect to the internet once to use it offline.`;
const failedText = (what: string) => `${what} couldn't be downloaded right now. Try again in a moment.`;

type Download = 'running' | 'done' | 'failed';

/** A cached read plus a download of the same thing; `key` null means there is nothing to load. */
function useCached<T>(
  key: string | null,
  read: () => Promise<T | undefined>,
  refresh: () => Promise<void>,
  isEmpty: (value: T) => boolean,
  what: string,
): Cached<T> {
  const { catalog } = activeUserData();
  const cached = useLiveQuery(async () => (key === null ? null : ((await read()) ?? null)), [key]);
  const [download, setDownload] = useState<{ key: string | null; state: Download }>({ key: null, state: 'done' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setDownload({ key, state: 'running' });
    refresh().then(
      () => current && setDownload({ key, state: 'done' }),
      () => current && setDownload({ key, state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `refresh` changes identity every render; the key says what it downloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // Coming back online: try again, so a screen opened offline fills in by itself.
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  if (key === null) return { status: 'unavailable', retry };
  const state = download.key === key ? download.state : 'running';
  if (cached === undefined) return { status: 'loading', retry };
  if (cached !== null && !isEmpty(cached)) return { status: 'ready', data: cached, retry };
  if (state === 'running') return { status: 'loading', retry };
  if (state === 'done' && cached !== null) return { status: 'ready', data: cached, retry };
  return { status: 'unavailable', error: catalog.isOnline() ? failedText(what) : offlineText(what), retry };
}

export function useUniversities(): { status: CatalogStatus; universities: University[]; error?: string; retry(): void } {
  const { catalog } = activeUserData();
  const { data, ...rest } = useCached(
    'universities',
    () => catalog.universities(),
    () => catalog.refreshUniversities(),
    (list) => !list.length,
    'The list of universities',
  );
  return { ...rest, universities: data ?? [] };
}

/** No university chosen yet: 'unavailable' with no error and no programs. */
export function usePrograms(universityId?: string | null): { status: CatalogStatus; programs: Program[]; error?: string; retry(): void } {
  const { catalog } = activeUserData();
  const id = universityId || null;
  const { data, ...rest } = useCached(
    id,
    () => catalog.programs(id!),
    () => catalog.refreshPrograms(id!),
    (list) => !list.length,
    "This university's list of programs",
  );
  return { ...rest, programs: data ?? [] };
}

/** No program given: 'unavailable' with no error (nothing to load). */
export function useProgramCatalog(programId?: string | null): { status: CatalogStatus; catalog?: ProgramCatalog; error?: string; retry(): void } {
  const { catalog } = activeUserData();
  const id = programId || null;
  const { data, ...rest } = useCached(
    id,
    () => catalog.programCatalog(id!),
    () => catalog.refreshProgramCatalog(id!),
    () => false,
    "This program's course catalogue",
  );
  return { ...rest, catalog: data };
}
