// The frame every dashboard tile shares: a title, its "View all"/"More" button, the content.
import { Button, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  /** SPEC §2: each card has a View all or More button; neither has behaviour yet. */
  action?: 'View all' | 'More';
  children: ReactNode;
}

export function DashboardCard({ title, action = 'View all', children }: DashboardCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg" fw={700}>
          {title}
        </Title>
        <Button variant="subtle" size="compact-sm" radius="xl" aria-label={`${action}: ${title}`}>
          {action}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}
