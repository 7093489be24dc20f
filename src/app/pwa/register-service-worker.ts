// Entry point for the service worker, called once from src/main.tsx. Only production builds register
// (the dev server has no /sw.js); the Workbox wiring loads as its own chunk, after the page's first load,
// so the landing page's critical bundle does not carry it.

// The page's load event waits for every image, bookmark favicons from a third-party service among them;
// on a campus network that cannot resolve it, that can take many seconds. Installing for offline use
// must not wait on that.
const LOAD_WAIT_LIMIT_MS = 3_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('./service-worker-lifecycle')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    setTimeout(start, LOAD_WAIT_LIMIT_MS);
  }
}
