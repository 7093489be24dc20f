import { Outlet } from '@tanstack/react-router';
import type { PillNavItem } from '../../ui/pill-nav';
import { TabbedPage } from '../../ui/tabbed-page';

const settingsTabs: readonly PillNavItem[] = [
  { label: 'Profile', to: '/settings/profile' },
  { label: 'Notifications', to: '/settings/notifications' },
  { label: 'Integrations', to: '/settings/integrations' },
  { label: 'Appearance', to: '/settings/appearance' },
  { label: 'Security', to: '/settings/security' },
];

export function SettingsLayout() {
  return (
    <TabbedPage title="Settings" navLabel="Settings sections" tabs={settingsTabs}>
      <Outlet />
    </TabbedPage>
  );
}
