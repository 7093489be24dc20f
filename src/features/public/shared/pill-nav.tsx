// The pill-shaped section switcher shared by the company and resources pages. These are links
// (each tab is its own URL) rather than ARIA tabs, so the active one carries aria-current="page".
import { Box, Group } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { ButtonLink } from './router-links';

export interface PillNavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
}

export function PillNav({ label, items }: { label: string; items: readonly PillNavItem[] }) {
  return (
    <Box component="nav" aria-label={label} style={{ display: 'flex', justifyContent: 'center' }}>
      <Group
        gap={4}
        wrap="nowrap"
        p={4}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 999,
          background: 'var(--mantine-color-default)',
          maxWidth: '100%',
          overflowX: 'auto',
        }}
      >
        {items.map((item) => (
          <ButtonLink
            key={item.to}
            to={item.to}
            radius="xl"
            size="sm"
            px="md"
            variant="subtle"
            color="gray"
            activeProps={{ variant: 'filled', color: undefined }}
            style={{ flexShrink: 0 }}
          >
            {item.label}
          </ButtonLink>
        ))}
      </Group>
    </Box>
  );
}
