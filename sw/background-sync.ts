// Background Sync relay. The outbox and the access token live in the pages, so the worker does not send
// anything itself: when the browser fires the 'drain-outbox' sync (registered by the data layer while the
// browser is offline with writes queued), it wakes every open DegreeMate window and asks it to drain.
import { DRAIN_OUTBOX } from '../src/lib/background-sync';

declare let self: ServiceWorkerGlobalScope;

// The Background Sync API is not in TypeScript's WebWorker lib yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

export function relayBackgroundSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === DRAIN_OUTBOX) sync.waitUntil(askWindowsToDrain());
  });
}

async function askWindowsToDrain(): Promise<void> {
  // Uncontrolled windows too: a tab opened before this worker activated still holds queued writes.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: DRAIN_OUTBOX });
}
