// Precache of the build and the navigation fallback: prerendered public pages, else the single-page-app shell.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cachedIdentityDomain } from './config-cache';
import { NOT_APP_ROUTES } from './not-app-routes';
import { pageOrAppShell } from './page-navigation';
import { isUnderIdentityProvider } from './provider-path';
import { serveAssetsFromPrecache } from './static-asset-route';
import { keepPrecacheUnvaried } from './unvaried-precache';

declare let self: ServiceWorkerGlobalScope;

export function installAppShell(manifest: Array<PrecacheEntry | string>): void {
  // Before the precache exists (its name and plugins are read when it is made): the static route needs it so.
  keepPrecacheUnvaried();
  precacheAndRoute(manifest);
  serveAssetsFromPrecache();
  // Caches left by older Workbox precache formats; entries of older builds are pruned on activation anyway.
  cleanupOutdatedCaches();
  const page = pageOrAppShell();
  registerRoute(
    new NavigationRoute(
      // The provider's path (IDP_PATH) is only known at run time, from /config.json: asked per navigation.
      async (options) => (isUnderIdentityProvider(options.url, self.location.origin, await cachedIdentityDomain()) ? fetch(options.request) : page(options)),
      { denylist: NOT_APP_ROUTES },
    ),
  );
}
