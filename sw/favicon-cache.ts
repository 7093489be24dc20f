// Bookmark favicons come from a third-party favicon service as opaque (status 0) responses. They hardly
// ever change, so the cache answers first; the caps bound the quota that opaque responses are charged.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function cacheBookmarkFavicons(): void {
  registerRoute(
    ({ url }) => url.origin === 'https://www.google.com' && url.pathname.startsWith('/s2/favicons'),
    new CacheFirst({
      cacheName: 'bookmark-favicons',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
