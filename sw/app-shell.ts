// Precache of the build and the single-page-app navigation fallback.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cachedIdentityDomain } from './config-cache';
import { NOT_APP_ROUTES } from './not-app-routes';
import { isUnderIdentityProvider } from './provider-path';

declare let self: ServiceWorkerGlobalScope;

export function installAppShell(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  // Caches left by older Workbox precache formats; entries of older builds are pruned on activation anyway.
  cleanupOutdatedCaches();
  const appShell = createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(
      // The provider's path (IDP_PATH) is only known at run time, from /config.json: asked per navigation.
      async (options) =>
        isUnderIdentityProvider(options.url, self.location.origin, await cachedIdentityDomain()) ? fetch(options.request) : appShell(options),
      { denylist: NOT_APP_ROUTES },
    ),
  );
}
