// Where signing out lands: the app sends the identity provider there, which must allow it as a
// post-logout address (the local provider does; an Auth0 application lists it in Allowed Logout URLs).
export const SIGNED_OUT_PATH = '/signed-out';
