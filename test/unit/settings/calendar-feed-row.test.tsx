// @vitest-environment happy-dom
// Settings › Integrations › Calendar feed against a small in-test server: when the connection comes back
// during a Disconnect, the status is not read again, so an answer that overtook the Disconnect cannot put
// the revoked address back on the screen.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import { CalendarFeedRow } from '../../../src/features/settings/calendar-feed-row';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const FEED_URL = 'http://localhost/api/calendar/secret-1.ics';

/**
 * The calendar feed's three calls; a DELETE waits until the test lets it answer, and a status read asked
 * meanwhile is answered as the feed was when it arrived, but only after the DELETE's answer (it overtook it
 * on the way in and lost on the way out). Everything else is down.
 */
function calendarServer() {
  let connected = false;
  let reads = 0;
  let answerDelete: (() => void) | undefined;
  let deleteAnswered: Promise<void> | undefined;
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== '/api/calendar/feed/') return json(503, { detail: 'Not in this test.' });
    if (request.method === 'GET') {
      reads++;
      const answer = connected ? json(200, { url: FEED_URL }) : json(404, { detail: 'Not found.' });
      if (deleteAnswered) await deleteAnswered.then(() => new Promise((resolve) => setTimeout(resolve, 20)));
      return answer;
    }
    if (request.method === 'POST') {
      connected = true;
      return json(201, { url: FEED_URL });
    }
    deleteAnswered = new Promise<void>((resolve) => (answerDelete = resolve));
    await deleteAnswered;
    connected = false;
    return json(204);
  };
  return { fetch, reads: () => reads, answerDelete: () => answerDelete?.(), deleteAsked: () => answerDelete !== undefined };
}

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  online = true;
});

function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

test('the connection coming back during a Disconnect does not read the status again: the address stays revoked', async () => {
  const server = calendarServer();
  renderWithUserData(<CalendarFeedRow />, { fetch: server.fetch as typeof fetch, environment: manualEnvironment({ online: true }) });
  const connect = await screen.findByRole('button', { name: 'Connect' });
  await waitFor(() => expect((connect as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(connect);
  expect(((await screen.findByRole('textbox', { name: /Your private calendar address/ })) as HTMLInputElement).value).toBe(FEED_URL);
  const readsBefore = server.reads();

  fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(server.deleteAsked()).toBe(true));
  // The phone drops off the Wi-Fi and comes back while the Disconnect is on its way.
  setOnline(false);
  setOnline(true);
  // Time for a status read to set off (the screen's effects run after the event).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  server.answerDelete();

  await screen.findByRole('button', { name: 'Connect' });
  // Long enough for a read overtaken on the way out to have answered.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('textbox', { name: /Your private calendar address/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  expect(server.reads()).toBe(readsBefore);
});

test('the connection coming back with no call running reads the status again', async () => {
  const server = calendarServer();
  renderWithUserData(<CalendarFeedRow />, { fetch: server.fetch as typeof fetch, environment: manualEnvironment({ online: true }) });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(false));
  const readsBefore = server.reads();
  setOnline(false);
  setOnline(true);
  await waitFor(() => expect(server.reads()).toBe(readsBefore + 1));
});
