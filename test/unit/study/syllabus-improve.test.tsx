// @vitest-environment happy-dom
// "Improve with AI" above the review: not there unless /config.json said the server has a model; nothing is
// sent until it is pressed; the answer is merged (found items kept, missing ones added and counted); a
// failure says so and keeps what was found.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { loadClientConfig } from '../../../src/auth/client-config';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { SyllabusImprove } from '../../../src/features/study/syllabus/syllabus-improve';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const TEXT = 'Fall 2026, August 24 to December 11, 2026\nEssay 1 due September 14\nThe lab notebook is checked on October 2.';
const extraction = extractSyllabus(TEXT, { today: '2026-08-20' });
const config = { auth: { domain: 'http://localhost:8081', clientId: 'degreemate-local', audience: 'aud' }, mode: 'local' };

async function serverSays(syllabusAi: boolean | undefined) {
  localStorage.clear();
  const body = syllabusAi === undefined ? config : { ...config, features: { syllabusAi } };
  await loadClientConfig(async () => new Response(JSON.stringify(body)));
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => localStorage.clear());

test('absent when the server has no model, or an old cached config does not say', async () => {
  for (const said of [false, undefined]) {
    await serverSays(said);
    const { unmount } = renderWithUserData(<SyllabusImprove text={TEXT} extraction={extraction} onImproved={() => {}} />, {
      environment: manualEnvironment({ online: true }),
    });
    expect(screen.queryByRole('button', { name: 'Improve with AI' })).toBeNull();
    unmount();
  }
});

test('pressed: the text goes to the server, the answer is merged and what it added is counted', async () => {
  await serverSays(true);
  const fetch = vi.fn(async () =>
    json({ items: [{ title: 'Lab notebook check', kind: 'assignment', date: '2026-10-02', time: null }], topics: [], grading: [] }),
  );
  const onImproved = vi.fn();
  renderWithUserData(<SyllabusImprove text={TEXT} extraction={extraction} onImproved={onImproved} />, {
    environment: manualEnvironment({ online: true }),
    fetch,
  });
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
  expect((await screen.findByRole('status')).textContent).toContain('found 1 more item');
  const sent = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
  expect(sent.text).toBe(TEXT);
  const merged = onImproved.mock.calls[0]![0];
  expect(merged.items.slice(0, extraction.items.length)).toEqual(extraction.items);
  expect(merged.items.at(-1)).toMatchObject({ title: 'Lab notebook check', source: { line: 3 } });
});

test('a failure is said, and nothing is replaced', async () => {
  await serverSays(true);
  const fetch = vi.fn(async () => json({ detail: 'The AI model could not read this syllabus right now.' }, 503));
  const onImproved = vi.fn();
  renderWithUserData(<SyllabusImprove text={TEXT} extraction={extraction} onImproved={onImproved} />, {
    environment: manualEnvironment({ online: true }),
    fetch,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
  expect((await screen.findByRole('alert')).textContent).toContain('could not read this syllabus');
  expect(onImproved).not.toHaveBeenCalled();
});
