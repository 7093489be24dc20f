// Settings › Security: where the account is signed in, two-step sign-in and the password.
// All of it lives at the identity provider, so it needs a connection; with Auth0 it is managed in the
// Auth0 account, and the tab says so (MFA enrollment goes through Auth0's own sign-in).
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useAuth } from '../../auth/use-auth';
import { storedClientConfig } from '../../auth/client-config';
import { SECURITY_OFFLINE_MESSAGE } from '../../data/security/security-api';
import { MfaSection } from './mfa-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { useOnline } from './use-online';

// Auth0's step-up policy: asking for it makes Auth0 enroll the user in MFA if they are not yet.
const AUTH0_MFA_POLICY = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';

function Auth0Security() {
  const { loginWithRedirect } = useAuth();
  return (
    <Stack gap="sm">
      <Text>Sign-in is run by Auth0: your sessions, two-step sign-in and password are managed in your Auth0 account.</Text>
      <div>
        <Button onClick={() => void loginWithRedirect('/settings/security', { acr_values: AUTH0_MFA_POLICY })}>Set up MFA with Auth0</Button>
      </div>
    </Stack>
  );
}

export function SecurityTab() {
  const online = useOnline();
  const auth0 = storedClientConfig()?.mode === 'auth0';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={2} fz="xl">
        Security
      </Title>
      {auth0 ? (
        <Auth0Security />
      ) : !online ? (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden="true" />} role="status">
          {SECURITY_OFFLINE_MESSAGE}
        </Alert>
      ) : (
        <>
          <SessionsSection />
          <Divider />
          <MfaSection />
          <Divider />
          <PasswordSection />
        </>
      )}
    </Stack>
  );
}
