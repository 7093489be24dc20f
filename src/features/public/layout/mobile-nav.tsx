// Phone-width menu: a burger that opens a drawer with the same destinations as the top bar.
import { lazy, Suspense, useState } from 'react';
import { Box, Burger } from '@mantine/core';
import { MOBILE_MENU_ID } from './nav-items';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function MobileNav({ pathname }: { pathname: string }) {
  const [opened, setOpened] = useState(false);
  // Stays true after the first open so the drawer can play its closing transition.
  const [used, setUsed] = useState(false);

  function toggle() {
    setUsed(true);
    setOpened((value) => !value);
  }

  return (
    <Box hiddenFrom="sm">
      <Burger
        opened={opened}
        onClick={toggle}
        onPointerEnter={() => void loadMobileMenu()}
        size="sm"
        aria-label="Open menu"
        aria-expanded={opened}
        aria-controls={opened ? MOBILE_MENU_ID : undefined}
      />
      {used ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={() => setOpened(false)} pathname={pathname} />
        </Suspense>
      ) : null}
    </Box>
  );
}
