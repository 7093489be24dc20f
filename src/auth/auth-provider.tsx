import { useEffect, useState, type ReactNode } from 'react';
import { AuthSessionContext } from './auth-context';
import type { AuthSession } from './auth-session';
import { isRedirectCallback } from './return-path';

interface AuthProviderProps {
  /** Made before React starts (src/app/app-session.ts), so a signed-in start can begin it at once. */
  session: AuthSession;
  /** Shown instead of the app while the login redirect's answer is being handled. */
  callbackFallback: ReactNode;
  children: ReactNode;
}

export function AuthProvider({ session, callbackFallback, children }: AuthProviderProps) {
  // The identity provider returns to the origin, whatever page that is; the answer is handled
  // before any page renders so the landing page never flashes on the way back in.
  // (No window when the build prerenders the public pages: never a callback there.)
  const [handlingCallback, setHandlingCallback] = useState(() => typeof window !== 'undefined' && isRedirectCallback(window.location.search));

  useEffect(() => {
    if (!handlingCallback) return;
    void session.start().finally(() => setHandlingCallback(false));
  }, [handlingCallback, session]);

  return <AuthSessionContext.Provider value={session}>{handlingCallback ? callbackFallback : children}</AuthSessionContext.Provider>;
}
