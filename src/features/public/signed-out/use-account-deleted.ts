// Whether the session ended because the account was deleted (the signed-out page's query says so). The
// page is prerendered as a plain sign-out; the first client render must match that HTML (hydration), so
// it reads "not deleted" too and the query shows in the render right after.
import { useSyncExternalStore } from 'react';
import { noSubscription } from '../../../lib/no-subscription';
import { ACCOUNT_DELETED_REASON, SIGNED_OUT_REASON } from '../../../lib/signed-out-path';

const plainSignOutAtBuild = () => false;
const accountDeleted = () => new URLSearchParams(window.location.search).get(SIGNED_OUT_REASON) === ACCOUNT_DELETED_REASON;

export function useAccountDeleted(): boolean {
  // Nothing to listen to: the page only learns why once, from the address it was opened at.
  return useSyncExternalStore(noSubscription, accountDeleted, plainSignOutAtBuild);
}
