// The sign-in guard of the signed-in area and /onboarding: "Loading…" while the session
// starts, the hosted login for a visitor (coming back to this very page), then the page once the
// user's local data is open.
import { useEffect, useRef, type ReactNode } from 'react';
import { currentReturnPath } from '../../auth/return-path';
import { LOGIN_FAILED } from '../../auth/auth-errors';
import { useAuth } from '../../auth/use-auth';
import { useOnlineStatus } from '../pwa/use-online-status';
import { useUserData } from '../providers/user-data-context';
import { FullPageStatus } from './full-page-status';
import { SignInProblem } from './sign-in-problem';
import { useSnapshotStart } from './snapshot-start';

export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { userData, openError, signingOut } = useUserData();
  const online = useOnlineStatus();
  const redirecting = useRef(false);
  const { isLoading, isAuthenticated, error, loginWithRedirect } = auth;
  // A returning student's last dashboard, drawn while the session starts and the data opens.
  const snapshot = useSnapshotStart(auth.user?.sub);
  // A failed login is shown, not retried: sending the user straight back could loop forever.
  const shouldLogIn = !isLoading && !isAuthenticated && !error && !signingOut && online;

  useEffect(() => {
    if (!shouldLogIn || redirecting.current) return;
    redirecting.current = true;
    loginWithRedirect(currentReturnPath()).catch((failure: unknown) => {
      redirecting.current = false;
      console.error(LOGIN_FAILED, failure);
    });
  }, [shouldLogIn, loginWithRedirect]);

  const signIn = () => void loginWithRedirect(currentReturnPath());

  if (signingOut) return <FullPageStatus>Signing out…</FullPageStatus>;
  if (isLoading) return snapshot ?? <FullPageStatus>Loading…</FullPageStatus>;
  if (!isAuthenticated) {
    if (error) return <SignInProblem title={LOGIN_FAILED} message={error.message} onRetry={signIn} />;
    if (!online) {
      return (
        <SignInProblem
          offline
          title="You're offline"
          message="Connect to the internet to sign in. Once you have signed in on this device, DegreeMate also opens offline."
          onRetry={signIn}
        />
      );
    }
    return <FullPageStatus>Loading…</FullPageStatus>;
  }
  if (openError) {
    return (
      <SignInProblem
        offline
        title="DegreeMate could not open your data"
        message="This part of the app has not been saved for offline use yet. Connect to the internet and try again."
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (!userData) return snapshot ?? <FullPageStatus>Loading…</FullPageStatus>;
  return children;
}
