// Narrow screens: a burger opening a drawer with every top-bar destination, Profile and Sign Out. The drawer's
// code loads on first use (or when a pointer comes near the burger), off the page's start.
import { lazy, Suspense, useState } from 'react';
import { Box, Burger } from '@mantine/core';
import { MOBILE_MENU_ID } from './nav-items';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

interface MobileMenuProps {
  pathname: string;
  onSignOut: () => void;
}

export function MobileMenu({ pathname, onSignOut }: MobileMenuProps) {
  const [opened, setOpened] = useState(false);
  // Stays true after the first open so the drawer can play its closing transition.
  const [used, setUsed] = useState(false);

  const toggle = () => {
    setUsed(true);
    setOpened((value) => !value);
  };

  return (
    <Box hiddenFrom="md">
      <Burger
        opened={opened}
        onClick={toggle}
        onPointerEnter={() => void loadDrawer()}
        size="sm"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={MOBILE_MENU_ID}
      />
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} close={() => setOpened(false)} pathname={pathname} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </Box>
  );
}
