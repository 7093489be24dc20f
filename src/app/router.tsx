import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routes/route-tree';

/**
 * One router per document in the browser; the build's prerender step makes one per public page, on a memory
 * history, so that the server rendering and the client's hydration walk the same route tree.
 */
export function createAppRouter(options: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPreload: 'intent',
    // Off while prerendering: the router would write its restoration script into the HTML, an inline
    // script the Content-Security-Policy refuses and the client never renders.
    scrollRestoration: options.scrollRestoration ?? true,
    // Any unknown path redirects to /.
    defaultNotFoundComponent: () => <Navigate to="/" replace />,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
