// Answers a navigation from the precache: a public page with the HTML the build prerendered for it (so an
// offline start paints the page before any script runs), every other path with the app shell.
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { pageFileFor } from '../src/lib/prerender/page-file';

export function pageOrAppShell(): (options: RouteHandlerCallbackOptions) => Promise<Response> {
  const appShell = createHandlerBoundToURL('/index.html');
  return async (options) => (await matchPrecache(`/${pageFileFor(options.url.pathname)}`)) ?? appShell(options);
}
