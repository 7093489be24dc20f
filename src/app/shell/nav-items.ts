// The signed-in top bar's destinations, shared by the desktop bar and the phone drawer.
import { IconBook2, IconCompass, IconLayoutDashboard, IconSettings, type TablerIcon } from '@tabler/icons-react';

export interface AppNavItem {
  label: string;
  to: '/dashboard' | '/advisor' | '/study' | '/settings';
  icon: TablerIcon;
}

export const appNavItems: readonly AppNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Advisor', to: '/advisor', icon: IconCompass },
  { label: 'Study', to: '/study', icon: IconBook2 },
  { label: 'Settings', to: '/settings', icon: IconSettings },
];

/** The active button is highlighted by path prefix. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The phone menu drawer's id, which its burger names in aria-controls. */
export const MOBILE_MENU_ID = 'app-mobile-menu';
