// When to ask the server for a new service worker. Browsers check on navigations, but a single-page app
// can stay open for days, so also check when the user comes back to the window and once an hour.

const HOURLY = 60 * 60 * 1000;

/** Starts the checks; returns a function that stops them. */
export function scheduleUpdateChecks(checkForUpdate: () => Promise<unknown>): () => void {
  let inFlight = false;

  const check = () => {
    // Focus and visibilitychange arrive together; hidden or offline windows have nothing to gain.
    if (inFlight || !navigator.onLine || document.visibilityState !== 'visible') return;
    inFlight = true;
    checkForUpdate()
      .catch(() => {
        // The server was unreachable; the next focus, reconnect or tick tries again.
      })
      .finally(() => {
        inFlight = false;
      });
  };

  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  window.addEventListener('online', check);
  const timer = window.setInterval(check, HOURLY);

  return () => {
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('focus', check);
    window.removeEventListener('online', check);
    window.clearInterval(timer);
  };
}
