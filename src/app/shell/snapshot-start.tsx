// The dashboard drawn from its snapshot, in place of "Loading…" while the sign-in session starts, the data
// opens and the onboarding is checked: a returning student sees their last figures at once, and the signed-in
// shell with the live figures replaces it. The bar holds the brand alone: its other controls need the open data.
import { Container, Group, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { DashboardView } from '../../features/dashboard/dashboard-view';
import { greeting } from '../../features/dashboard/greeting';
import { GreetingLines } from '../../features/dashboard/greeting-heading';
import { BrandMark } from '../../ui/brand-logo';
import header from '../../ui/site-header.module.css';
import { MAIN_CONTENT_ID } from '../../ui/skip-link';
import classes from './shell.module.css';
import { mayDrawSnapshot, readStartSnapshot, type StartSnapshot } from './start-snapshot';

export function SnapshotStart({ snapshot }: { snapshot: StartSnapshot }) {
  // The time the figures are drawn for, fixed for this short-lived screen.
  const [now] = useState(() => new Date());
  return (
    <div className={classes.frame}>
      <header className={header.header}>
        <Container size="lg" h="100%">
          <Group h="100%" wrap="nowrap">
            <Link to="/dashboard" className={`${header.brand} ${header.shrinkingBrand}`}>
              <BrandMark />
              <span className={header.wordmark}>DegreeMate</span>
            </Link>
          </Group>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main} aria-busy="true">
        <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <GreetingLines now={now} heading={greeting(now, undefined, snapshot.user)} />
            <DashboardView figures={snapshot.figures} now={now} loading={false} />
          </Stack>
        </Container>
      </main>
    </div>
  );
}

/** The snapshot's screen while a guard waits, or null where it may not be drawn (see mayDrawSnapshot). */
export function useSnapshotStart(sessionSub: string | undefined): ReactNode {
  const [snapshot] = useState(readStartSnapshot);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return mayDrawSnapshot(snapshot, pathname, sessionSub) ? <SnapshotStart snapshot={snapshot} /> : null;
}
