// The student's settings as this device holds them, live; defaults until the first pull or save.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { settingsDescriptor, type Settings } from '../../data/entities/settings';

export const defaultSettings = settingsDescriptor.defaults as unknown as Settings;

/** `undefined` while the local read is on its way; `stored` tells whether the device has a copy yet. */
export function useSettings(): { settings: Settings; stored: boolean } | undefined {
  const stored = useLiveQuery(async () => (await activeUserData().settings.get()) ?? null, []);
  useEffect(() => {
    if (!navigator.onLine) return;
    activeUserData()
      .settings.refresh()
      .catch((error: unknown) => console.error('Settings fetch failed', error));
  }, []);
  if (stored === undefined) return undefined;
  return { settings: stored ?? defaultSettings, stored: stored !== null };
}
