import { createRouter, Navigate } from '@tanstack/react-router';
import { routeTree } from './routes/route-tree';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // SPEC §2: any unknown path redirects to /.
  defaultNotFoundComponent: () => <Navigate to="/" replace />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
