import { createRootRoute, Outlet } from '@tanstack/react-router';
import { RouteErrorPage } from './route-error-page';

export const rootRoute = createRootRoute({
  component: Outlet,
  errorComponent: RouteErrorPage,
});
