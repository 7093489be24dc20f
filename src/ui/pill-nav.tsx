// The pill-shaped section switcher of pages with child routes (Study, My Advisor, Settings, and the
// public company pages). Each pill is a link to its own URL rather than an ARIA tab, so the
// current one carries aria-current="page" and every section can be bookmarked or opened anew.
// The pills wrap onto a second line when the screen is too narrow for one: a row that scrolled
// sideways hid its last sections on phones (and more of them in large text) behind a fade that
// students read as a cut label rather than as "more this way".
import { Box, Group } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { ButtonLink } from './router-links';

export interface PillNavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
}

interface PillNavProps {
  /** Names the navigation landmark for screen readers, e.g. "Study sections". */
  label: string;
  items: readonly PillNavItem[];
  justify?: 'center' | 'flex-start';
}

export function PillNav({ label, items, justify = 'center' }: PillNavProps) {
  return (
    <Box component="nav" aria-label={label} style={{ display: 'flex', justifyContent: justify, minWidth: 0, maxWidth: '100%' }}>
      <Group
        gap={4}
        wrap="wrap"
        justify={justify}
        p={4}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          // Round at one line, still a soft frame around two.
          borderRadius: 26,
          background: 'var(--mantine-color-default)',
          maxWidth: '100%',
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
