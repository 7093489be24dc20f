// The device's live stream (GET /api/changes/stream/): the server says "the feed has changes up to cursor N"
// and the engine pulls, as it would have on its 30 s poll. Open only while the app is visible and online
// (a hidden tab keeps no connection: battery), reopened with backoff when it fails or ends. It counts as open
// from its first event on, not from its headers: a proxy that buffers the stream passes headers and then
// nothing, and the poll must go on meanwhile. Read through fetch (EventSource cannot send the bearer token);
// the service worker keeps no connection.
import type { ApiClient } from '../../api/api-client';
import { AuthRequiredError } from '../../api/api-errors';
import { readServerSentEvents } from '../../api/server-sent-events';
import { backoffDelay, type BackoffPolicy } from './backoff';
import type { SyncEnvironment } from './sync-environment';

export const LIVE_PATH = '/api/changes/stream/';

/** Twice the server's keep-alive (25 s) and a little: silence this long means the connection is dead. */
const SILENCE_MS = 60_000;

export interface LiveChannelOptions {
  api: ApiClient;
  env: SyncEnvironment;
  deviceId: () => Promise<string>;
  backoff: BackoffPolicy;
  /** The feed has changes up to `cursor` (also sent when the stream opens: what was missed meanwhile). */
  onPoke(cursor: string): void;
  /** The stream opened (its first event came) or closed. */
  onOpenChange?(open: boolean): void;
  log: Pick<Console, 'warn'>;
}

export interface LiveChannel {
  isOpen(): boolean;
  stop(): void;
}

export function startLiveChannel(o: LiveChannelOptions): LiveChannel {
  const { env } = o;
  let open = false;
  let stopped = false;
  let failures = 0;
  let current: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Set after a refused token: the channel waits for the student to come back (visible, online). */
  let waitForReturn = false;

  const wanted = () => !stopped && !waitForReturn && env.isOnline() && env.isVisible();

  function setOpen(next: boolean) {
    if (open === next) return;
    open = next;
    o.onOpenChange?.(next);
  }

  function disconnect() {
    clearTimeout(retry);
    retry = undefined;
    current?.abort(new Error('Live stream closed'));
    current = undefined;
    setOpen(false);
  }

  function connectSoon() {
    if (current || retry || !wanted()) return;
    void connect();
  }

  function comeBack() {
    waitForReturn = false;
    failures = 0;
    clearTimeout(retry);
    retry = undefined;
    connectSoon();
  }

  async function connect() {
    const controller = new AbortController();
    current = controller;
    let retryAfterMs = 0;
    try {
      const response = await o.api.stream({ method: 'GET', path: LIVE_PATH, accept: 'text/event-stream', deviceId: await o.deviceId(), signal: controller.signal });
      if (response.status !== 200 || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000 || 0;
        await response.body?.cancel().catch(() => {});
        throw new Error(`Live stream refused (HTTP ${response.status})`);
      }
      for await (const event of readServerSentEvents(watched(response.body, controller))) {
        if (event.event === 'ready' || event.event === 'changes') {
          if (event.event === 'ready') {
            failures = 0;
            setOpen(true);
          }
          const cursor = cursorOf(event.data);
          if (cursor !== undefined) o.onPoke(cursor);
        }
      }
    } catch (error) {
      if (error instanceof AuthRequiredError) waitForReturn = true;
      else if (!controller.signal.aborted) o.log.warn('Live stream:', error instanceof Error ? error.message : error);
    } finally {
      if (current === controller) {
        current = undefined;
        setOpen(false);
      }
    }
    const closedHere = controller.signal.aborted;
    // Whatever ended the reading, the request goes too: no connection is left behind.
    controller.abort(new Error('Live stream ended'));
    if (closedHere || !wanted()) return;
    // Ended or failed: open again after a backoff (the first step short: a stream that ran ends normally
    // when its token expires).
    failures++;
    const delay = Math.max(retryAfterMs, backoffDelay(o.backoff, failures));
    retry = setTimeout(() => {
      retry = undefined;
      connectSoon();
    }, delay);
  }

  const cleanups = [
    env.onVisible(comeBack),
    env.onOnline(comeBack),
    env.onHidden(disconnect),
    env.onOffline(disconnect),
  ];
  connectSoon();

  return {
    isOpen: () => open,
    stop() {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      disconnect();
    },
  };
}

/** The body, aborted when nothing (not even the server's keep-alive comments) arrives for SILENCE_MS. */
function watched(body: ReadableStream<Uint8Array>, controller: AbortController): ReadableStream<Uint8Array> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error('Live stream went silent')), SILENCE_MS);
  };
  arm();
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, output) {
        arm();
        output.enqueue(chunk);
      },
      flush: () => clearTimeout(timer),
    }),
  );
}

function cursorOf(data: string): string | undefined {
  try {
    const { cursor } = JSON.parse(data) as { cursor?: unknown };
    return typeof cursor === 'string' ? cursor : undefined;
  } catch {
    return undefined;
  }
}
