// The results area of the Career tab for each search state: a hint when idle, Searching…, the red failure
// line, the offline message, or the results with notes about late sources, offline copies and
// sample listings (the bundled feed's made-up postings, so no student takes them for real openings).
// Save to bookmarks writes locally first (the outbox syncs it), so it works offline too.
import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconInfoCircle } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { JobResult } from '../../../lib/jobs/job-result';
import { bookmarkFor, filterJobs, savedAtLabel, unreachableNote, type JobFilters } from './career-view';
import { JobResultCard } from './job-result-card';
import type { CareerSearchState } from './use-career-search';

export function CareerResults({ state, filters }: { state: CareerSearchState; filters: JobFilters }) {
  if (state.status === 'idle') {
    return <Text c="dimmed">Search by role, skill or field to see internships and entry-level jobs.</Text>;
  }
  if (state.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Searching…</Text>
      </Group>
    );
  }
  if (state.status === 'error') return <Text c="red">Could not fetch job results.</Text>;
  if (state.status === 'offline') {
    return (
      <Alert color="yellow" icon={<IconCloudOff size={18} aria-hidden="true" />} title="You are offline">
        This search has not been made on this device yet, so there are no saved results for “{state.query}”. Connect to the internet and search again; searches
        you made before stay readable offline.
      </Alert>
    );
  }
  const { result } = state;
  const note = unreachableNote(result.answer.sources);
  return (
    <Stack gap="sm">
      {result.fromCache && (
        <Alert color="blue" icon={<IconCloudOff size={18} aria-hidden="true" />}>
          Showing the results saved on this device on {savedAtLabel(result.fetchedAt)}: the job sources could not be asked just now.
        </Alert>
      )}
      {note && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {note}
        </Alert>
      )}
      {result.answer.jobs.some((job) => job.sample) && (
        <Alert color="orange" icon={<IconInfoCircle size={18} aria-hidden="true" />} title="Sample listings">
          These are sample listings, not real openings. Your school can connect its career office’s feed.
        </Alert>
      )}
      <ResultList jobs={result.answer.jobs} filters={filters} />
    </Stack>
  );
}

function ResultList({ jobs, filters }: { jobs: JobResult[]; filters: JobFilters }) {
  const userData = activeUserData();
  const bookmarks = useLiveQuery(() => userData.bookmarks.list(), [userData]);
  const savedUrls = useMemo(() => new Set((bookmarks ?? []).map((bookmark) => bookmark.url)), [bookmarks]);
  const [failed, setFailed] = useState(false);
  const shown = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);
  // "Posted 3 days ago" is read against when the list first showed.
  const [now] = useState(() => new Date());

  const save = (job: JobResult) => {
    const draft = bookmarkFor(job);
    if (!draft || savedUrls.has(draft.url)) return;
    setFailed(false);
    userData.bookmarks.create(draft).catch((error: unknown) => {
      console.error('Error saving link', error);
      setFailed(true);
    });
  };

  if (!jobs.length) return <Text>No jobs found.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {shown.length === jobs.length ? `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}` : `${shown.length} of ${jobs.length} jobs match the filters`}
      </Text>
      {failed && <Text c="red">Error saving link. Check console.</Text>}
      {!shown.length && <Text>No jobs match the filters.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {shown.map((job) => (
          <JobResultCard
            key={`${job.url}|${job.title}|${job.company}`}
            job={job}
            now={now}
            saved={savedUrls.has(bookmarkFor(job)?.url ?? '\u0000')}
            onSave={() => save(job)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
