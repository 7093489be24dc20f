// My Advisor: the tabs on the left and the advisor chat on the right, once for every tab (stacked on phones).
import { Grid } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { PillNavItem } from '../../ui/pill-nav';
import { TabbedPage } from '../../ui/tabbed-page';
import { AdvisorChatPanel } from './chat/advisor-chat-panel';
import classes from './advisor-layout.module.css';

const advisorTabs: readonly PillNavItem[] = [
  { label: 'Semester', to: '/advisor/semester' },
  { label: 'Graduation', to: '/advisor/graduation' },
  { label: 'Career', to: '/advisor/career' },
];

export function AdvisorLayout() {
  return (
    <TabbedPage title="My Advisor" navLabel="Advisor sections" tabs={advisorTabs}>
      <Grid gap="lg" className={classes.layout}>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Outlet />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} className={classes.chat}>
          <AdvisorChatPanel />
        </Grid.Col>
      </Grid>
    </TabbedPage>
  );
}
