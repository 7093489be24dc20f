// Precache of the build and the single-page-app navigation fallback.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_ROUTES } from './not-app-routes';

export function installAppShell(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  // Caches left by older Workbox precache formats; entries of older builds are pruned on activation anyway.
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_ROUTES }));
}
