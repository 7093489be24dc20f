// Registers /sw.js with workbox-window and turns its lifecycle into PwaState: an active worker → "ready to work
// offline", a waiting update → "A new version is available", the user's Reload → SKIP_WAITING, then a
// reload once the new worker controls the page.
import { Workbox } from 'workbox-window';
import { noteOfflineReady, updatePwaState } from './pwa-store';
import { scheduleUpdateChecks } from './update-checks';

// If the new worker never takes control (it failed to activate), reload anyway rather than spin forever.
const RELOAD_FALLBACK_MS = 5_000;
// A first install fails as a whole when one of the build's files fails to download (a flaky campus network,
// a server restarting); the browser would only try again on the next full page load, which a single-page app
// may not have for days. Until it succeeds, try again after these pauses.
const FIRST_INSTALL_RETRIES_MS = [5_000, 30_000, 120_000, 600_000];
let firstInstallFailures = 0;

let workbox: Workbox | undefined;
let reloadRequested = false;
let stopUpdateChecks: (() => void) | undefined;

export async function startServiceWorker(): Promise<void> {
  if (workbox) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;

  // Also fires when a worker was already waiting at page load, and in every other open tab.
  wb.addEventListener('waiting', () => updatePwaState({ updateAvailable: true }));
  wb.addEventListener('redundant', (event) => {
    if (event.isExternal || event.isUpdate || navigator.serviceWorker.controller) return;
    retryFirstInstall();
  });
  wb.addEventListener('controlling', () => {
    // Only the tab whose user chose Reload reloads; other tabs keep their prompt, so no unsaved input is lost.
    if (reloadRequested) window.location.reload();
  });

  // immediate: register-service-worker.ts already decided when (Workbox would wait for the load event again).
  const registration = await wb.register({ immediate: true });
  // Once a worker is active every screen opens offline. The first install often finishes while another page
  // of this browser is open (or this one is away at the identity provider), so the news is taken from the
  // active worker rather than from this page's install events, and noted once per browser.
  if (registration) void navigator.serviceWorker.ready.then(() => noteOfflineReady());
  stopUpdateChecks?.();
  if (registration) stopUpdateChecks = scheduleUpdateChecks(() => wb.update());
}

function retryFirstInstall(): void {
  const pause = FIRST_INSTALL_RETRIES_MS[firstInstallFailures];
  firstInstallFailures += 1;
  if (pause === undefined) return;
  workbox = undefined;
  setTimeout(() => {
    startServiceWorker().catch((error: unknown) => console.error('Service worker registration failed', error));
  }, pause);
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
