// Push for announcements, the worker's part. The pages show the notifications (they hold the
// token and the cache); the worker opens the app when one is clicked, and on a Periodic Background Sync
// (Chromium, installed app) wakes the open windows to download the announcements again.
import { REFRESH_ANNOUNCEMENTS } from '../src/lib/announcement-notifications';

declare let self: ServiceWorkerGlobalScope;

// The Periodic Background Sync API is not in TypeScript's WebWorker lib yet.
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function handleAnnouncementNotifications(): void {
  self.addEventListener('periodicsync', (event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag === REFRESH_ANNOUNCEMENTS) sync.waitUntil(askWindowsToRefresh());
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(String((event.notification.data as { url?: unknown } | null)?.url ?? '/dashboard'), self.location.origin).href;
    event.waitUntil(openApp(url));
  });
}

async function askWindowsToRefresh(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage({ type: REFRESH_ANNOUNCEMENTS });
}

async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows[0];
  if (open) {
    await open.focus();
    if (open.url !== url) await open.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}
