// The phone drawer itself. Loaded on first use (see mobile-nav.tsx) because Drawer pulls in the
// modal, portal, focus-trap and scroll-area code that the landing page does not otherwise need.
// The Mantine styles of the components beyond the entry's essentials.
import '../../../ui/component-styles';
import { Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/router-links';
import { MenuDrawer } from '../../../ui/menu-drawer';
import { headerNavItems, isInSection, MOBILE_MENU_ID } from './nav-items';

export function MobileMenu({ opened, onClose, pathname }: { opened: boolean; onClose: () => void; pathname: string }) {
  return (
    <MenuDrawer id={MOBILE_MENU_ID} opened={opened} onClose={onClose}>
      <Stack component="nav" aria-label="Mobile" gap="xs">
        {headerNavItems.map((item) => (
          <ButtonLink
            key={item.to}
            to={item.to}
            onClick={onClose}
            size="md"
            justify="flex-start"
            variant={isInSection(pathname, item) ? 'light' : 'subtle'}
            color={isInSection(pathname, item) ? undefined : 'gray'}
            fullWidth
          >
            {item.label}
          </ButtonLink>
        ))}
        <ButtonLink to="/dashboard" onClick={onClose} size="md" mt="md" fullWidth leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
          Sign in
        </ButtonLink>
      </Stack>
    </MenuDrawer>
  );
}
