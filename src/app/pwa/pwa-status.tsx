// The app's service-worker and connectivity notices: update prompt, "ready to work offline", offline banner.
// Mount once inside <MantineProvider> and <UserDataProvider> (the offline banner follows the sync status).
// The notices' UI is a separate chunk, fetched only when there is something to say, so the landing page's
// entry bundle stays light (it is precached for offline use).
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { PwaNoticesProps } from './pwa-notices';
import type { AppRouter } from '../router';
import { useUserData } from '../providers/user-data-context';
import { getPwaState, subscribePwaState } from './pwa-store';
import { useConnectivity } from './use-connectivity';

const PwaNotices = lazy<ComponentType<PwaNoticesProps>>(() =>
  import('./pwa-notices')
    .then(({ PwaNotices: Notices }) => ({ default: Notices }))
    // Offline before the first install finished: nothing cached to show the notices with; never crash the app.
    .catch(() => ({ default: () => null })),
);

export function PwaStatus({ router }: { router: AppRouter }) {
  const pwa = useSyncExternalStore(subscribePwaState, getPwaState, getPwaState);
  // "Ready to work offline" is news for a student in the app, not for a visitor reading the landing page;
  // and it waits until onboarding is done, where it covered the form's last field.
  const signedIn = useUserData().userData !== null;
  const onboarding = useRouterState({ router, select: (routerState) => routerState.location.pathname === '/onboarding' });
  const state = { ...pwa, offlineReady: pwa.offlineReady && signedIn && !onboarding };
  const online = useConnectivity();
  const [offlineDismissed, setOfflineDismissed] = useState(false);
  const dismissOffline = useCallback(() => setOfflineDismissed(true), []);

  // A dismissed offline banner comes back the next time the connection drops.
  useEffect(() => {
    if (online) setOfflineDismissed(false);
  }, [online]);

  const showOffline = !online && !offlineDismissed;
  if (!showOffline && !state.updateAvailable && !state.offlineReady) return null;

  return (
    <Suspense fallback={null}>
      <PwaNotices {...state} showOffline={showOffline} onDismissOffline={dismissOffline} />
    </Suspense>
  );
}
