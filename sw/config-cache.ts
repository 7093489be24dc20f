// /config.json (identity provider settings) for offline starts. The auth layer reads it before anything
// renders, so an offline start needs the last copy. Network first keeps the settings current; the timeout
// stops a dead connection ("lie-fi") from stalling start-up.
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

const CONFIG_URL = '/config.json';
const CONFIG_CACHE = 'degreemate-config';
const NETWORK_TIMEOUT_SECONDS = 4;

export function cacheClientConfig(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_URL,
    new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
  );
  // On the very first visit the page fetched /config.json before this worker existed, so nothing was
  // cached yet: fetch a copy while installing.
  self.addEventListener('install', (event) => event.waitUntil(storeConfig()));
}

/** The identity provider's `auth.domain` from the last /config.json kept here, if any. */
export async function cachedIdentityDomain(): Promise<string | undefined> {
  try {
    const response = await (await caches.open(CONFIG_CACHE)).match(CONFIG_URL);
    const config = (await response?.json()) as { auth?: { domain?: unknown } } | undefined;
    return typeof config?.auth?.domain === 'string' ? config.auth.domain : undefined;
  } catch {
    return undefined;
  }
}

async function storeConfig(): Promise<void> {
  try {
    // Bounded like the route: a stalled request would otherwise hold the install open.
    const response = await fetch(CONFIG_URL, { cache: 'no-store', signal: AbortSignal.timeout(NETWORK_TIMEOUT_SECONDS * 1000) });
    if (response.ok) await (await caches.open(CONFIG_CACHE)).put(CONFIG_URL, response);
  } catch {
    // Best effort, never block the install: the route caches it on the next online start.
  }
}
