// The update flow: a new worker installs and waits; the page shows "A new version is available" and,
// when the user picks Reload, workbox-window's messageSkipWaiting() sends {type: 'SKIP_WAITING'}.
// Never skipping on its own keeps an open page from mixing chunks of two builds.
declare let self: ServiceWorkerGlobalScope;

export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
