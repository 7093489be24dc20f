// The pill-shaped section switcher of pages with child routes (Study, My Advisor, Settings, and the
// public company pages). Each pill is a link to its own URL rather than an ARIA tab, so the
// current one carries aria-current="page" and every section can be bookmarked or opened anew.
import { Box, Group } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { ButtonLink } from './router-links';
import { useScrollFade } from './use-scroll-fade';

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
  const fade = useScrollFade<HTMLDivElement>();
  return (
    <Box component="nav" aria-label={label} style={{ display: 'flex', justifyContent: justify, minWidth: 0 }}>
      <Group
        ref={fade.ref}
        gap={4}
        wrap="nowrap"
        p={4}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 999,
          background: 'var(--mantine-color-default)',
          maxWidth: '100%',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          ...fade.style,
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
