// Puts the app on the page. A public page arrives prerendered (scripts/vite/prerender-public-pages.ts): React
// takes over that HTML (hydration) instead of painting it again; every other page starts from the empty shell.
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isRedirectCallback } from '../auth/return-path';
import { stopKeepingEarlyTaps } from '../ui/early-taps';
import type { AppRouter } from './router';

/** Which start this was: a prerendered public page taken over, or the app painted into the empty shell. */
export type PageStart = 'hydrated' | 'rendered';

export function startOnPage(container: HTMLElement, router: AppRouter, app: ReactNode): PageStart {
  // The way back from the identity provider lands on a prerendered page too, but the app first shows its
  // "Loading…" status there: nothing to hydrate, the prerendered markup is replaced.
  const prerendered = container.firstElementChild !== null && !isRedirectCallback(window.location.search);
  if (!prerendered) {
    preloadPageCode(router);
    const root = createRoot(container);
    // As a transition, React renders the first tree in slices of a few milliseconds, yielding to the browser
    // between them, instead of in one task (~70 ms of the dashboard's start on a 4× slowed CPU).
    startTransition(() => root.render(app));
    return 'rendered';
  }
  void hydrate(container, router, app);
  return 'hydrated';
}

async function hydrate(container: HTMLElement, router: AppRouter, app: ReactNode): Promise<void> {
  // Resolve the matches and fetch the page's route chunks before React compares anything, so the first
  // client render is the tree the build rendered, not a pending state.
  await router.load();
  // Rendered as the server does: without the Suspense boundary the router otherwise puts around the root
  // match, which the prerendered HTML does not have.
  router.ssr = { manifest: undefined };
  // The page is on screen already: as a transition, React takes it over in slices of a few milliseconds,
  // yielding between them, rather than in one long task (Lighthouse mobile, median of three runs: blocking
  // time on `/` 134 → 116 ms, on `/about` 130 → 87 ms). A tap meanwhile hydrates its target first.
  stopKeepingEarlyTaps();
  startTransition(() => void hydrateRoot(container, app));
}

/**
 * Starts downloading the code of the page's routes now, beside the sign-in session and the local data: the
 * router itself asks for it only once its provider has rendered, and each chunk then reveals the next.
 */
function preloadPageCode(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route);
}
