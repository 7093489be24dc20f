// Entry of the build's server bundle (scripts/vite/prerender-public-pages.ts): renders one public page to
// HTML with React's server rendering, through the same <App> and route tree the browser hydrates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app/app';
import { createAppRouter } from './app/router';

export { prerenderedPaths } from './app/routes/prerendered-paths';

/** The markup that goes inside `<div id="root">` for `path`. */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  // Loads the matched routes' lazy components, so the page renders whole rather than as a fallback.
  await router.load();
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
