// Entry point for the service worker, called once from src/main.tsx. Only production builds register
// (the dev server has no /sw.js); the Workbox wiring loads as its own chunk, after the page's first load,
// so the landing page's critical bundle does not carry it.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-lifecycle')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
