// The phone-width menu drawer of both top bars: slides in from the right under the brand mark.
// Only lazy chunks import it, because Drawer brings the modal, portal and focus-trap code along.
import { Box, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-logo';

interface MenuDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function MenuDrawer({ id, opened, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={
        <Box component="span" style={{ display: 'flex', alignItems: 'center', gap: 10, fontWeight: 800 }}>
          <BrandMark size={28} />
          Menu
        </Box>
      }
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      {children}
    </Drawer>
  );
}
