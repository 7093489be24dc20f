// The precache keeps its entries without a Vary header. The server answers assets with
// `Vary: Origin, Accept-Encoding` (it serves precompressed files), and a cache lookup that honours Vary needs
// the same request headers as the download that filled it. The static route (static-asset-route.ts) looks
// up before the network stack adds Accept-Encoding, so every lookup missed and went to the network: offline,
// a failure. The cached body is already decoded, so one entry serves every request.
import { setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { addPlugins } from 'workbox-precaching';

/** Must run before the precache is set up: the cache's name is read when it is created. */
export function keepPrecacheUnvaried(): void {
  // A new name, so a device updating from a build that stored Vary headers downloads every file again once,
  // instead of keeping unchanged files under entries the static route cannot find. Workbox deletes the old
  // cache when this worker activates (cleanupOutdatedCaches, in app-shell.ts).
  setCacheNameDetails({ precache: 'precache-unvaried' });
  addPlugins([withoutVary]);
}

const withoutVary: WorkboxPlugin = {
  // Replaces Workbox's default check for precached responses, which refuses error answers: so does this.
  cacheWillUpdate: async ({ response }) => {
    if (response.status >= 400) return null;
    if (!response.headers.has('Vary')) return response;
    const headers = new Headers(response.headers);
    headers.delete('Vary');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};
