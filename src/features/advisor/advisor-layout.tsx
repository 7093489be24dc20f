import { Outlet } from '@tanstack/react-router';
import type { PillNavItem } from '../../ui/pill-nav';
import { TabbedPage } from '../../ui/tabbed-page';

const advisorTabs: readonly PillNavItem[] = [
  { label: 'Semester', to: '/advisor/semester' },
  { label: 'Graduation', to: '/advisor/graduation' },
  { label: 'Career', to: '/advisor/career' },
];

export function AdvisorLayout() {
  return (
    <TabbedPage title="My Advisor" navLabel="Advisor sections" tabs={advisorTabs}>
      <Outlet />
    </TabbedPage>
  );
}
