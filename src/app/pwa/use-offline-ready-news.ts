// "Ready to work offline", told once per browser in the signed-in top bar: in the sync control's own place,
// so it covers nothing (as a floating notice it sat over the dashboard's last card). Told while online
// only: offline, the top bar already says Offline, and the news waits for the connection to come back.
import { useEffect, useSyncExternalStore } from 'react';
import { dismissOfflineReady, getPwaState, markOfflineReadyTold, subscribePwaState } from './pwa-store';
import { useOnlineStatus } from './use-online-status';

/** Long enough to read a two-word label; it is good news, not a task, so it leaves by itself. */
const SHOWN_MS = 8_000;

export function useOfflineReadyNews(): boolean {
  const { offlineReady } = useSyncExternalStore(subscribePwaState, getPwaState, getPwaState);
  const online = useOnlineStatus();
  const shown = offlineReady && online;
  useEffect(() => {
    if (!shown) return;
    markOfflineReadyTold();
    const timer = window.setTimeout(dismissOfflineReady, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown;
}
