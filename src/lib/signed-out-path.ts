// Where signing out lands: the app sends the identity provider there, which must allow it as a
// post-logout address (the local provider does; an Auth0 application lists it in Allowed Logout URLs).
export const SIGNED_OUT_PATH = '/signed-out';

// Why the session ended, when it was not a plain sign-out: in the query, which the identity providers'
// post-logout checks leave aside, so the signed-out page can say what became of the student's data.
export const SIGNED_OUT_REASON = 'reason';
export const ACCOUNT_DELETED_REASON = 'account-deleted';

/** The signed-out page after the account was deleted. */
export const ACCOUNT_DELETED_PATH = `${SIGNED_OUT_PATH}?${SIGNED_OUT_REASON}=${ACCOUNT_DELETED_REASON}`;
