import './styles/essential-styles';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider } from '../auth/auth-provider';
import { UserDataProvider } from './providers/user-data-provider';
import type { AppRouter } from './router';
import { FullPageStatus } from './shell/full-page-status';
import { cssVariablesResolver, theme } from './theme';
import { PwaStatus } from './pwa/pwa-status';

export function App({ router }: { router: AppRouter }) {
  /** After the hosted login: continue where the user was headed, without a history entry for the callback URL. */
  const continueAfterLogin = (returnTo: string) => router.history.replace(returnTo);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <AuthProvider onRedirectCallback={continueAfterLogin} callbackFallback={<FullPageStatus>Loading…</FullPageStatus>}>
        <UserDataProvider>
          <RouterProvider router={router} />
          <PwaStatus />
        </UserDataProvider>
      </AuthProvider>
    </MantineProvider>
  );
}
