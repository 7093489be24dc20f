// The signed-in top bar: brand, section buttons, sync status, profile and Sign Out; on
// narrow screens the sections and Sign Out move into a drawer.
import { Button, Container, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { BrandMark } from '../../ui/brand-logo';
import { SyncStatusIndicator } from '../../features/sync-status/sync-status-indicator';
import { useOfflineReadyNews } from '../pwa/use-offline-ready-news';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { ProfileButton } from './profile-button';
import header from '../../ui/site-header.module.css';
import classes from './shell.module.css';
import { useSignOutFlow } from './sign-out-flow';

const OFFLINE_READY_NEWS = { label: 'Ready offline', sentence: 'DegreeMate is ready to work offline.' };

export function TopBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const signOut = useSignOutFlow();
  const offlineReady = useOfflineReadyNews();
  return (
    <header className={header.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {/* The brand gives way on a narrow phone (its wordmark ends in "…"), never the controls: the
              squeezed sync button cut its count of waiting changes to one digit. */}
          <Group gap="xl" wrap="nowrap" miw={0}>
            <Link to="/dashboard" className={`${header.brand} ${header.shrinkingBrand}`}>
              <BrandMark />
              <span className={header.wordmark}>DegreeMate</span>
            </Link>
            <Group visibleFrom="md">
              <MainNav pathname={pathname} />
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <SyncStatusIndicator news={offlineReady ? OFFLINE_READY_NEWS : undefined} />
            <ProfileButton />
            <Button
              className={classes.compactIcons}
              visibleFrom="md"
              variant="default"
              radius="xl"
              onClick={signOut.request}
              leftSection={<IconLogout size={16} stroke={1.8} aria-hidden="true" />}
            >
              Sign Out
            </Button>
            <MobileMenu pathname={pathname} onSignOut={signOut.request} />
          </Group>
        </Group>
      </Container>
      {signOut.dialog}
    </header>
  );
}
