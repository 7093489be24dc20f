// The signed-in phone menu's drawer: every top-bar destination, Profile and Sign Out. Loaded on first use
// (mobile-menu.tsx): Drawer brings the modal, focus-trap and scroll-area code, which the page's start need not.
import { Button, Divider, Stack } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { MenuDrawer } from '../../ui/menu-drawer';
import { ButtonLink } from '../../ui/router-links';
import { appNavItems, isActivePath, MOBILE_MENU_ID } from './nav-items';

export interface MobileMenuDrawerProps {
  opened: boolean;
  close: () => void;
  pathname: string;
  onSignOut: () => void;
}

export function MobileMenuDrawer({ opened, close, pathname, onSignOut }: MobileMenuDrawerProps) {
  // The router marks the current link with aria-current="page"; this only picks its colours.
  const item = (to: string) => ({
    variant: isActivePath(pathname, to) ? 'light' : 'subtle',
    color: isActivePath(pathname, to) ? undefined : 'gray',
  });

  return (
    <MenuDrawer id={MOBILE_MENU_ID} opened={opened} onClose={close}>
      <Stack gap="xs">
        <Stack component="nav" aria-label="Main" gap="xs">
          {appNavItems.map(({ label, to, icon: Icon }) => (
            <ButtonLink
              key={to}
              to={to}
              onClick={close}
              size="md"
              justify="flex-start"
              fullWidth
              leftSection={<Icon size={20} stroke={1.8} aria-hidden="true" />}
              {...item(to)}
            >
              {label}
            </ButtonLink>
          ))}
        </Stack>
        <Divider my="xs" />
        <ButtonLink
          to="/profile"
          onClick={close}
          size="md"
          justify="flex-start"
          fullWidth
          leftSection={<IconUserCircle size={20} stroke={1.8} aria-hidden="true" />}
          {...item('/profile')}
        >
          Profile
        </ButtonLink>
        <Button
          onClick={() => {
            close();
            onSignOut();
          }}
          size="md"
          justify="flex-start"
          fullWidth
          variant="subtle"
          color="red"
          leftSection={<IconLogout size={20} stroke={1.8} aria-hidden="true" />}
        >
          Sign Out
        </Button>
      </Stack>
    </MenuDrawer>
  );
}
