// The frame every Semester tab section shares: a titled region, its optional action on the right.
import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SemesterCardProps {
  title: string;
  /** The region's id, e.g. to scroll Course Info into view. */
  id?: string;
  action?: ReactNode;
  children: ReactNode;
}

export function SemesterCard({ title, id, action, children }: SemesterCardProps) {
  const titleId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby={titleId} id={id}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg" fw={700} id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
