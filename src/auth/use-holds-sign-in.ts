// holdsSignIn() for a component on a prerendered public page. The build renders the page signed out; the
// first client render must match that HTML (hydration), so it reads "signed out" too and the stored sign-in
// shows in the render right after. A page started without prerendered HTML gets the stored answer at once.
import { useSyncExternalStore } from 'react';
import { noSubscription } from '../lib/no-subscription';
import { holdsSignIn } from './session-hint';

const signedOutAtBuild = () => false;

export function useHoldsSignIn(): boolean {
  // Nothing to listen to: the answer only changes by signing in or out, which leaves the public page.
  return useSyncExternalStore(noSubscription, holdsSignIn, signedOutAtBuild);
}
