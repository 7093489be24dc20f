// A tab opened before a deploy (and not yet controlled by the service worker, which would still hold
// the old files) asks for route chunks of its own build; the server now has only the new build's, so
// the route would fail to load. Reloading fetches the new build. TanStack Router already does this
// for a missing route module or a chunk it imports; this covers the CSS Vite loads with it.
const LAST_RELOAD_KEY = 'degreemate:stale-chunk-reload';
// A second failure this soon after reloading is not a stale tab: show the error, do not loop.
const LOOP_GUARD_MS = 30_000;

export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', () => {
    // Offline, a reload would only replace the page with the browser's error page.
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < LOOP_GUARD_MS) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  });
}
