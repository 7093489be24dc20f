// Study: the tabs on the left, My Assistant and its Suggestions on the right (stacked on phones).
import { Grid } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { PillNavItem } from '../../ui/pill-nav';
import { TabbedPage } from '../../ui/tabbed-page';
import { StudyAssistant } from './study-assistant';

const studyTabs: readonly PillNavItem[] = [
  { label: 'Weekly', to: '/study/weekly' },
  { label: 'Tasks', to: '/study/tasks' },
  { label: 'Bookmark', to: '/study/bookmark' },
  { label: 'Achievement', to: '/study/achievement' },
];

export function StudyLayout() {
  return (
    <TabbedPage title="Study" navLabel="Study sections" tabs={studyTabs}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Outlet />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <StudyAssistant />
        </Grid.Col>
      </Grid>
    </TabbedPage>
  );
}
