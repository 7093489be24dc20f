import { rootRoute } from './root-route';
import { publicRouteTree } from './public-routes';
import { onboardingRoute, signedInRouteTree } from './app-routes';

export const routeTree = rootRoute.addChildren([publicRouteTree, signedInRouteTree, onboardingRoute]);
