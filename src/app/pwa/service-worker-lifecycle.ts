// Registers /sw.js with workbox-window and turns its lifecycle into PwaState: first install → "ready to work
// offline", a waiting update → "A new version is available", the user's Reload → SKIP_WAITING, then a
// reload once the new worker controls the page.
import { Workbox } from 'workbox-window';
import { updatePwaState } from './pwa-store';
import { scheduleUpdateChecks } from './update-checks';

// If the new worker never takes control (it failed to activate), reload anyway rather than spin forever.
const RELOAD_FALLBACK_MS = 5_000;

let workbox: Workbox | undefined;
let reloadRequested = false;

export async function startServiceWorker(): Promise<void> {
  if (workbox) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) updatePwaState({ offlineReady: true });
  });
  // Also fires when a worker was already waiting at page load, and in every other open tab.
  wb.addEventListener('waiting', () => updatePwaState({ updateAvailable: true }));
  wb.addEventListener('controlling', () => {
    // Only the tab whose user chose Reload reloads; other tabs keep their prompt, so no unsaved input is lost.
    if (reloadRequested) window.location.reload();
  });

  // immediate: register-service-worker.ts already decided when (Workbox would wait for the load event again).
  const registration = await wb.register({ immediate: true });
  if (registration) scheduleUpdateChecks(() => wb.update());
}

/** The update prompt's Reload: activate the waiting worker, then reload into the new version. */
export async function applyUpdate(): Promise<void> {
  updatePwaState({ updating: true });
  const registration = await navigator.serviceWorker.getRegistration();
  if (!workbox || !registration?.waiting) {
    // Another tab already activated the new version: it controls this page, a plain reload runs it.
    window.location.reload();
    return;
  }
  reloadRequested = true;
  workbox.messageSkipWaiting();
  setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
}
