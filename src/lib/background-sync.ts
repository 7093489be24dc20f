// The one name the page and the service worker share for Background Sync: the page registers a
// sync under it while offline with writes queued, and the worker posts it back as a message
// (`{type}`) to ask the open windows to drain.
export const DRAIN_OUTBOX = 'drain-outbox';
