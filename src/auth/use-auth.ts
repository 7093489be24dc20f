// The hooks screens use to read and drive the sign-in session.
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { AuthSessionContext } from './auth-context';
import type { AuthSession, AuthState } from './auth-session';

export interface Auth extends AuthState {
  /** authorizationParams: extra authorize parameters, e.g. Auth0's acr_values to enroll in MFA. */
  loginWithRedirect: (returnTo?: string, authorizationParams?: Record<string, string>) => Promise<void>;
  logout: () => Promise<void>;
  /** After deleting the account: forget the session here, end it at Auth0, and land on the signed-out page. */
  endDeletedAccount: (mode: 'local' | 'auth0') => Promise<void>;
  getAccessToken: (options?: { forceRefresh?: boolean }) => Promise<string>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuth must be used inside <AuthProvider>');
  return session;
}

/** The session's state without starting it, for code that only reacts to a sign-in. */
export function useAuthState(): AuthState {
  const session = useAuthSession();
  // The same snapshot serves the build's prerender and hydration: the session only leaves its first state
  // once started, after the first render.
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/**
 * The session, started on first use: public pages never call this, so they never download the
 * sign-in library or ask the identity provider anything.
 */
export function useAuth(): Auth {
  const session = useAuthSession();
  const state = useAuthState();
  useEffect(() => {
    void session.start();
  }, [session]);
  return {
    ...state,
    loginWithRedirect: session.loginWithRedirect,
    logout: session.logout,
    endDeletedAccount: session.endDeletedAccount,
    getAccessToken: session.getAccessToken,
  };
}
