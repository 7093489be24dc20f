// False while a prerendered page is still plain HTML (at build time and in the client's hydrating render),
// true from the render after; true at once for a page the client renders from scratch. For controls whose
// browser default before the app takes over would do harm, e.g. a form that would submit itself as a GET.
import { useSyncExternalStore } from 'react';
import { noSubscription } from '../lib/no-subscription';

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
