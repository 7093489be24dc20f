import './styles/essential-styles';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider } from '../auth/auth-provider';
import { UserDataProvider } from './providers/user-data-provider';
import type { AuthSession } from '../auth/auth-session';
import type { AppRouter } from './router';
import { FullPageStatus } from './shell/full-page-status';
import { cssVariablesResolver, theme } from './theme';
import { PwaStatus } from './pwa/pwa-status';

export function App({ router, session }: { router: AppRouter; session: AuthSession }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <AuthProvider session={session} callbackFallback={<FullPageStatus>Loading…</FullPageStatus>}>
        <UserDataProvider>
          <RouterProvider router={router} />
          <PwaStatus />
        </UserDataProvider>
      </AuthProvider>
    </MantineProvider>
  );
}
