// The heading block that opens every content page: an optional eyebrow, the page's only h1, a lead.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'left';
}

export function PageHeader({ eyebrow, title, lead, align = 'center' }: PageHeaderProps) {
  usePageTitle(`${title} · DegreeMate`);
  const centered = align === 'center';
  return (
    <Stack gap="sm" align={centered ? 'center' : 'flex-start'} ta={centered ? 'center' : 'left'} mb={40}>
      {eyebrow ? (
        <Text fz="sm" fw={700} tt="uppercase" lts={1} c="var(--mantine-color-anchor)">
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15} style={{ letterSpacing: '-0.025em' }}>
        {title}
      </Title>
      {lead ? (
        <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={640}>
          {lead}
        </Text>
      ) : null}
    </Stack>
  );
}
