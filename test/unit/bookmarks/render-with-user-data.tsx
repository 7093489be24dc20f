// Renders a signed-in screen against a real (fake-indexeddb) UserData that is offline, so every
// change stays in the outbox where the test can look at it.
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { setActiveUserData } from '../../../src/data/active-user-data';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import { openUserData, type UserData, type UserDataOptions } from '../../../src/data/user-data';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// IndexedDB (fake or real) answers asynchronously; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

let current: UserData | null = null;

afterEach(() => {
  cleanup();
  setActiveUserData(null);
  current?.close();
  current = null;
});

/** `options` replaces the offline defaults, e.g. an online environment with a fetch that never answers. */
export function renderWithUserData(ui: ReactElement, options: Partial<UserDataOptions> = {}) {
  current = openUserData({
    userId: crypto.randomUUID(),
    getAccessToken: async () => 'unused',
    fetch: () => Promise.reject(new TypeError('offline')),
    environment: manualEnvironment({ online: false }),
    log: { error: () => {}, warn: () => {} },
    ...options,
  });
  setActiveUserData(current);
  const view = render(<MantineProvider env="test">{ui}</MantineProvider>);
  return { ...view, userData: current };
}
