// /onboarding is guarded like the signed-in area but shown alone: no top bar, just the brand and
// a way out for someone who signed in with the wrong account.
// The Mantine styles of the components beyond the entry's essentials.
import '../../ui/component-styles';
import { Box, Button, Container, Group } from '@mantine/core';
import { OnboardingPage } from '../../features/onboarding/onboarding-page';
import { BrandMark } from '../../ui/brand-logo';
import { RequireAuth } from './require-auth';
import header from '../../ui/site-header.module.css';
import classes from './shell.module.css';
import { useSignOutFlow } from './sign-out-flow';

function OnboardingFrame() {
  const signOut = useSignOutFlow();
  return (
    <div className={classes.frame}>
      <Container size="md" w="100%" py={{ base: 'md', sm: 'xl' }}>
        <Group component="header" justify="space-between" mb={{ base: 'lg', sm: 40 }}>
          <Box className={header.brand}>
            <BrandMark />
            <span>DegreeMate</span>
          </Box>
          <Button variant="subtle" color="gray" onClick={signOut.request}>
            Sign Out
          </Button>
        </Group>
        <main>
          <OnboardingPage />
        </main>
      </Container>
      {signOut.dialog}
    </div>
  );
}

export function OnboardingScreen() {
  return (
    <RequireAuth>
      <OnboardingFrame />
    </RequireAuth>
  );
}
