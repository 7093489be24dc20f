// The public pages the build renders to HTML: every page under the public layout that shows a component
// (redirect-only routes such as /faqs and /resources are left to the client router).
import type { AnyRoute } from '@tanstack/react-router';
import { publicRouteTree } from './public-routes';

function childrenOf(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  return Array.isArray(children) ? children : Object.values(children);
}

// Joined from each route's own `path` (layout routes have only an id): `fullPath` is filled in only once a
// router has been made from the tree.
function leafPaths(route: AnyRoute, parentPath: string): string[] {
  const ownPath = (route.options as { path?: string }).path;
  const fullPath = ownPath ? `${parentPath.replace(/\/$/, '')}/${ownPath.replace(/^\//, '')}` : parentPath;
  const children = childrenOf(route);
  if (children.length > 0) return children.flatMap((child) => leafPaths(child, fullPath));
  return route.options.component ? [fullPath || '/'] : [];
}

export function prerenderedPaths(): string[] {
  return leafPaths(publicRouteTree as AnyRoute, '');
}
