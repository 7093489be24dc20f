// The frame of a signed-in page whose sections are child routes: the page title, the pill bar
// that switches sections, then the section itself.
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PillNav, type PillNavItem } from './pill-nav';

interface TabbedPageProps {
  title: string;
  /** Names the section navigation for screen readers, e.g. "Study sections". */
  navLabel: string;
  tabs: readonly PillNavItem[];
  children: ReactNode;
}

export function TabbedPage({ title, navLabel, tabs, children }: TabbedPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
          {title}
        </Title>
        <PillNav label={navLabel} items={tabs} justify="flex-start" />
      </Group>
      {children}
    </Stack>
  );
}
