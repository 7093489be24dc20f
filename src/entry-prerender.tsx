// Entry of the build's server bundle (scripts/vite/prerender-public-pages.ts): renders one public page to
// HTML with React's server rendering, through the same <App> and route tree the browser hydrates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app/app';
import { createAppSession } from './app/app-session';
import { createAppRouter } from './app/router';
import { PrerenderHeadContext, type PrerenderedHead } from './ui/prerender-head';

export { prerenderedPaths } from './app/routes/prerendered-paths';

export interface PrerenderedPage extends PrerenderedHead {
  /** What goes inside `<div id="root">`. */
  markup: string;
}

/** The markup of `path` and the head facts (title) its components declared while rendering. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  // Loads the matched routes' lazy components, so the page renders whole rather than as a fallback.
  await router.load();
  const head: PrerenderedHead = {};
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderHeadContext.Provider value={(declared) => Object.assign(head, declared)}>
        <App router={router} session={createAppSession(router)} />
      </PrerenderHeadContext.Provider>
    </StrictMode>,
  );
  return { ...head, markup: await new Response(prelude).text() };
}
