// The update prompt's action, kept apart from the Workbox wiring so <PwaStatus /> (in the entry bundle)
// does not import workbox-window. By the time a prompt exists, that chunk is loaded, so this is instant.
export function applyUpdate(): void {
  import('./service-worker-lifecycle')
    .then(({ applyUpdate: activateWaitingWorker }) => activateWaitingWorker())
    .catch((error: unknown) => {
      console.error('Update failed', error);
      window.location.reload();
    });
}
