// DegreeMate's service worker (built by vite-plugin-pwa's injectManifest from this file).
// Offline-first shell: every build asset is precached, navigations get a public page's prerendered HTML or the cached index.html,
// /config.json is kept for offline starts and bookmark favicons are cached. API answers are never
// cached here: the data layer (Dexie + outbox) owns offline data.
import { clientsClaim } from 'workbox-core';
import { handleAnnouncementNotifications } from './announcement-notifications';
import { installAppShell } from './app-shell';
import { relayBackgroundSync } from './background-sync';
import { cacheClientConfig } from './config-cache';
import { cacheBookmarkFavicons } from './favicon-cache';
import { listenForSkipWaiting } from './skip-waiting';

declare let self: ServiceWorkerGlobalScope;

installAppShell(self.__WB_MANIFEST);
cacheClientConfig();
cacheBookmarkFavicons();
relayBackgroundSync();
handleAnnouncementNotifications();
listenForSkipWaiting();

// A first install takes control of the open page at once, so it works offline without a reload. Updates
// still wait for the user's Reload (skip-waiting.ts): claiming only happens when a worker activates.
clientsClaim();
