// Frame of every signed-in page: guard, onboarding gate, top bar, the page.
// The Mantine styles of the components beyond the entry's essentials.
import '../../ui/component-styles';
import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { FollowAppearance } from '../../features/settings/follow-appearance';
import { OnboardingGate } from './onboarding-gate';
import { ReauthBanner } from './reauth-banner';
import { RequireAuth } from './require-auth';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import classes from './shell.module.css';
import { TopBar } from './top-bar';

export function SignedInLayout() {
  return (
    <RequireAuth>
      <FollowAppearance />
      <OnboardingGate>
        <div className={classes.frame}>
          <SkipLink />
          <TopBar />
          <ReauthBanner />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
              <Outlet />
            </Container>
          </main>
        </div>
      </OnboardingGate>
    </RequireAuth>
  );
}
