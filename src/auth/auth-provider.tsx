import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthSessionContext } from './auth-context';
import { AuthSession } from './auth-session';
import { isRedirectCallback } from './return-path';

interface AuthProviderProps {
  /** Continue at this path once a login redirect's answer is handled; replace the history entry. */
  onRedirectCallback: (returnTo: string) => void;
  /** Shown instead of the app while the login redirect's answer is being handled. */
  callbackFallback: ReactNode;
  children: ReactNode;
}

export function AuthProvider({ onRedirectCallback, callbackFallback, children }: AuthProviderProps) {
  const onRedirectRef = useRef(onRedirectCallback);
  useEffect(() => {
    onRedirectRef.current = onRedirectCallback;
  }, [onRedirectCallback]);
  const [session] = useState(() => new AuthSession({ onRedirectCallback: (to) => onRedirectRef.current(to) }));
  // The identity provider returns to the origin, whatever page that is; the answer is handled
  // before any page renders so the landing page never flashes on the way back in.
  // (No window when the build prerenders the public pages: never a callback there.)
  const [handlingCallback, setHandlingCallback] = useState(() => typeof window !== 'undefined' && isRedirectCallback(window.location.search));

  useEffect(() => {
    if (!handlingCallback) return;
    void session.start().finally(() => setHandlingCallback(false));
  }, [handlingCallback, session]);

  return (
    <AuthSessionContext.Provider value={session}>{handlingCallback ? callbackFallback : children}</AuthSessionContext.Provider>
  );
}
