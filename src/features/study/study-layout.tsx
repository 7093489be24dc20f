import { Outlet } from '@tanstack/react-router';
import type { PillNavItem } from '../../ui/pill-nav';
import { TabbedPage } from '../../ui/tabbed-page';

const studyTabs: readonly PillNavItem[] = [
  { label: 'Weekly', to: '/study/weekly' },
  { label: 'Tasks', to: '/study/tasks' },
  { label: 'Bookmark', to: '/study/bookmark' },
  { label: 'Achievement', to: '/study/achievement' },
];

export function StudyLayout() {
  return (
    <TabbedPage title="Study" navLabel="Study sections" tabs={studyTabs}>
      <Outlet />
    </TabbedPage>
  );
}
