// Push for announcements: while the app runs and the switch is on, the announcements are
// downloaded again after each sync pull (at most every minute), when the service worker's periodic sync
// asks, and every 15 minutes; each new one is shown once as a system notification through the service
// worker. "Once" holds across tabs: the id is claimed in a Dexie transaction before it is shown.
import { liveQuery } from 'dexie';
import { planNotifications, REFRESH_ANNOUNCEMENTS } from '../../lib/announcement-notifications';
import type { UserData } from '../user-data';

const MIN_GAP_MS = 60_000;
const EVERY_MS = 15 * 60_000;
const PERIODIC_MIN_INTERVAL_MS = 12 * 60 * 60_000;

const canNotify = () => typeof Notification !== 'undefined' && 'serviceWorker' in navigator;

export function startAnnouncementNotifications(userData: UserData): () => void {
  if (!canNotify()) return () => {};
  const { db } = userData;
  let pushOn = false;
  let lastRefresh = 0;

  const refresh = (force = false) => {
    if (!pushOn || !navigator.onLine || (!force && Date.now() - lastRefresh < MIN_GAP_MS)) return;
    lastRefresh = Date.now();
    userData.announcements.refresh().catch((error: unknown) => console.warn('Announcements not refreshed', error));
  };

  const show = async (pushWanted: boolean) => {
    const granted = pushWanted && Notification.permission === 'granted';
    const shown = await db.transaction('rw', db.announcements, db.notifiedAnnouncements, async () => {
      const known = new Set((await db.notifiedAnnouncements.toArray()).map((row) => row.id));
      const plan = planNotifications(await db.announcements.toArray(), known, granted);
      if (plan.remember.length) await db.notifiedAnnouncements.bulkPut(plan.remember.map((id) => ({ id })));
      return plan.show;
    });
    if (!shown.length) return;
    const registration = await navigator.serviceWorker.ready;
    for (const item of shown) {
      await registration.showNotification(item.title, { body: item.body, tag: `announcement:${item.id}`, data: { url: '/dashboard' }, icon: '/icons/icon-192.png' });
    }
  };

  const watch = liveQuery(async () => ({ settings: await userData.settings.get(), ids: await db.announcements.toCollection().primaryKeys() })).subscribe({
    next: ({ settings }) => {
      const wasOn = pushOn;
      pushOn = settings?.push_announcements === true;
      if (pushOn && !wasOn) {
        refresh(true);
        void registerPeriodicRefresh();
      }
      show(pushOn).catch((error: unknown) => console.warn('Announcement notification failed', error));
    },
    error: (error: unknown) => console.warn('Announcement notifications stopped', error),
  });

  let wasSyncing = userData.sync.status.state === 'syncing';
  const unsubscribeSync = userData.sync.subscribe((status) => {
    const syncing = status.state === 'syncing';
    if (wasSyncing && !syncing) refresh();
    wasSyncing = syncing;
  });
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REFRESH_ANNOUNCEMENTS) refresh(true);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  const timer = setInterval(() => refresh(true), EVERY_MS);

  return () => {
    watch.unsubscribe();
    unsubscribeSync();
    navigator.serviceWorker.removeEventListener('message', onMessage);
    clearInterval(timer);
  };
}

/** Periodic Background Sync (Chromium, installed app only): the worker wakes the app's windows to refresh. */
async function registerPeriodicRefresh(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const periodic = (registration as { periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> } } | undefined)?.periodicSync;
    await periodic?.register(REFRESH_ANNOUNCEMENTS, { minInterval: PERIODIC_MIN_INTERVAL_MS });
  } catch {
    // Not installed, or the browser refuses: refreshing while the app runs still works.
  }
}
