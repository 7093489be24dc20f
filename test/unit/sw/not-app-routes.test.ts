// Which navigations the service worker answers with the app shell (offline too) and which it leaves
// to the server. Workbox matches the denylist against pathname + search.
import { describe, expect, it } from 'vitest';
import { NOT_APP_ROUTES } from '../../../sw/not-app-routes';

const leftToServer = (pathAndSearch: string) => NOT_APP_ROUTES.some((pattern) => pattern.test(pathAndSearch));

describe('the app shell', () => {
  it.each(['/', '/about', '/study/bookmark', '/resources/faqs', '/dashboard?code=abc&state=xyz', '/?returnTo=/notes.pdf', '/contact?ref=a.b'])(
    'answers %s',
    (pathAndSearch) => {
      expect(leftToServer(pathAndSearch)).toBe(false);
    },
  );

  it.each(['/api/bookmarks/', '/api/health', '/config.json', '/sw.js', '/manifest.webmanifest', '/robots.txt', '/assets/index-abc.js?v=1'])(
    'leaves %s to the server',
    (pathAndSearch) => {
      expect(leftToServer(pathAndSearch)).toBe(true);
    },
  );
});
