// A device's live stream (GET /api/changes/stream) read over real HTTP, its events handed out one at a time.
import { readServerSentEvents, type ServerSentEvent } from '../../../src/api/server-sent-events';

export interface LiveStream {
  status: number;
  headers: Headers;
  /** The next event, waiting for it if need be; undefined once the stream has ended. */
  next(): Promise<ServerSentEvent | undefined>;
  /** The next event's `cursor` (a `changes` or `ready` event). */
  nextCursor(): Promise<string | undefined>;
  close(): void;
}

export async function openLiveStream(origin: string, token: string, device: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/changes/stream/`, {
    headers: { authorization: `Bearer ${token}`, 'x-device-id': device, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events = response.ok && response.body ? readServerSentEvents(response.body) : undefined;
  if (!response.ok) await response.body?.cancel();
  const next = async () => {
    if (!events) return undefined;
    try {
      const { value, done } = await events.next();
      return done ? undefined : value;
    } catch {
      return undefined;
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    async nextCursor() {
      const event = await next();
      return event && (JSON.parse(event.data) as { cursor?: string }).cursor;
    },
    close: () => controller.abort(),
  };
}
