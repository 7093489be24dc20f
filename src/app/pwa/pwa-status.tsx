// The app's service-worker and connectivity notices: update prompt and offline banner ("ready to work
// offline" is told in the signed-in top bar).
// Mount once inside <MantineProvider> and <UserDataProvider> (the offline banner follows the sync status).
// The notices' UI is a separate chunk, fetched only when there is something to say, so the landing page's
// entry bundle stays light (it is precached for offline use).
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { PwaNoticesProps } from './pwa-notices';
import { getPwaState, subscribePwaState } from './pwa-store';
import { useConnectivity } from './use-connectivity';

const PwaNotices = lazy<ComponentType<PwaNoticesProps>>(() =>
  import('./pwa-notices')
    .then(({ PwaNotices: Notices }) => ({ default: Notices }))
    // Offline before the first install finished: nothing cached to show the notices with; never crash the app.
    .catch(() => ({ default: () => null })),
);

export function PwaStatus() {
  const pwa = useSyncExternalStore(subscribePwaState, getPwaState, getPwaState);
  const online = useConnectivity();
  const [offlineDismissed, setOfflineDismissed] = useState(false);
  const dismissOffline = useCallback(() => setOfflineDismissed(true), []);

  // A dismissed offline banner comes back the next time the connection drops.
  useEffect(() => {
    if (online) setOfflineDismissed(false);
  }, [online]);

  const showOffline = !online && !offlineDismissed;
  if (!showOffline && !pwa.updateAvailable) return null;

  return (
    <Suspense fallback={null}>
      <PwaNotices updateAvailable={pwa.updateAvailable} updating={pwa.updating} showOffline={showOffline} onDismissOffline={dismissOffline} />
    </Suspense>
  );
}
