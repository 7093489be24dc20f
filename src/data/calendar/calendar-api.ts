// Settings → Integrations: the calendar feed going out and the learning-platform imports coming in.
// Online only (nothing here is cached): the server makes the secret URL and fetches the LMS feed.
// Every failure is a CalendarError with a sentence the screen can show as it is.
import type { ApiClient, ApiRequest } from '../../api/api-client';
import { answerMessage } from '../../api/answer-message';
import { requestOnline, type OnlineFailures } from '../../api/online-request';

export interface CalendarImport {
  id: string;
  url: string;
  task_count: number;
  last_synced_at: string | null;
  last_error: string | null;
}

class CalendarError extends Error {
  override name = 'CalendarError';
}

export const OFFLINE_MESSAGE = 'You are offline. Calendar connections need the internet; try again once you are back online.';

const FAILURES: OnlineFailures = {
  offline: () => new CalendarError(OFFLINE_MESSAGE),
  signInAgain: () => new CalendarError('Sign in again to change calendar connections.'),
};

export interface CalendarClient {
  /** The subscription URL, or null when none is connected. */
  feed(): Promise<string | null>;
  /** Creates the feed, or replaces its secret (the old URL stops working). */
  connectFeed(): Promise<string>;
  disconnectFeed(): Promise<void>;
  imports(): Promise<CalendarImport[]>;
  addImport(url: string): Promise<CalendarImport>;
  syncImport(id: string): Promise<CalendarImport>;
  removeImport(id: string): Promise<void>;
}

const isImport = (value: unknown): value is CalendarImport =>
  !!value && typeof value === 'object' && typeof (value as CalendarImport).id === 'string' && typeof (value as CalendarImport).url === 'string';

export function createCalendarClient({ api, isOnline }: { api: ApiClient; isOnline(): boolean }): CalendarClient {
  async function call(request: ApiRequest, okStatuses: number[] = []): Promise<{ status: number; body: unknown }> {
    const response = await requestOnline(api, isOnline, request, FAILURES);
    if ((response.status >= 200 && response.status < 300) || okStatuses.includes(response.status)) return response;
    throw new CalendarError(answerMessage(response.body, response.status));
  }
  const urlOf = (body: unknown): string => {
    const url = (body as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string' || !url) throw new CalendarError('The server did not answer with a calendar address.');
    return url;
  };
  const importOf = (body: unknown): CalendarImport => {
    if (!isImport(body)) throw new CalendarError('The server did not answer with an import.');
    return body;
  };
  return {
    async feed() {
      const { status, body } = await call({ method: 'GET', path: '/api/calendar/feed/' }, [404]);
      return status === 404 ? null : urlOf(body);
    },
    connectFeed: async () => urlOf((await call({ method: 'POST', path: '/api/calendar/feed/', body: {} })).body),
    async disconnectFeed() {
      await call({ method: 'DELETE', path: '/api/calendar/feed/' }, [404]);
    },
    async imports() {
      const { body } = await call({ method: 'GET', path: '/api/calendar/imports/' });
      const results = Array.isArray(body) ? body : (body as { results?: unknown } | undefined)?.results;
      if (!Array.isArray(results)) throw new CalendarError('The server did not answer with a list of imports.');
      return results.filter(isImport);
    },
    addImport: async (url) => importOf((await call({ method: 'POST', path: '/api/calendar/imports/', body: { url: url.trim() } })).body),
    syncImport: async (id) => importOf((await call({ method: 'POST', path: `/api/calendar/imports/${encodeURIComponent(id)}/sync/`, body: {} })).body),
    async removeImport(id) {
      await call({ method: 'DELETE', path: `/api/calendar/imports/${encodeURIComponent(id)}/` }, [404]);
    },
  };
}
