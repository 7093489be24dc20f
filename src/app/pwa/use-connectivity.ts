// Whether the app can reach its server, for the offline banner. For a signed-in user this is the sync
// engine's verdict (the top bar's sync status), which also counts a server that does not answer or a
// captive portal as offline, so the banner and the top bar never disagree. Visitors have no engine:
// the device's link is all there is to go by.
import { useContext, useSyncExternalStore } from 'react';
import { noSubscription } from '../../lib/no-subscription';
import { UserDataContext } from '../providers/user-data-context';
import { useOnlineStatus } from './use-online-status';

export function useConnectivity(): boolean {
  const browserOnline = useOnlineStatus();
  const sync = useContext(UserDataContext)?.userData?.sync;
  const syncOnline = useSyncExternalStore(
    sync?.subscribe ?? noSubscription,
    () => sync?.status.online ?? true,
    // Prerendered pages and their hydration have no sync engine yet: online, as for any visitor.
    () => true,
  );
  return browserOnline && syncOnline;
}
