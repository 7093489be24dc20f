// Narrow screens: a burger opening a drawer with every top-bar destination, Profile and Sign Out.
import { Box, Burger, Button, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { MenuDrawer } from '../../ui/menu-drawer';
import { ButtonLink } from '../../ui/router-links';
import { appNavItems, isActivePath } from './nav-items';

interface MobileMenuProps {
  pathname: string;
  onSignOut: () => void;
}

export function MobileMenu({ pathname, onSignOut }: MobileMenuProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The router marks the current link with aria-current="page"; this only picks its colours.
  const item = (to: string) => ({
    variant: isActivePath(pathname, to) ? 'light' : 'subtle',
    color: isActivePath(pathname, to) ? undefined : 'gray',
  });

  return (
    <Box hiddenFrom="md">
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="app-mobile-menu"
      />
      <MenuDrawer id="app-mobile-menu" opened={opened} onClose={close}>
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
    </Box>
  );
}
