// An icon, a short heading and a paragraph: the building block of most public content grids.
import type { ComponentType, ReactNode } from 'react';
import { Card, ThemeIcon, Title, Text } from '@mantine/core';

type TablerIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean | 'true' | 'false' }>;

interface InfoCardProps {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
  headingOrder?: 2 | 3;
}

export function InfoCard({ icon: Icon, title, children, headingOrder = 3 }: InfoCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <ThemeIcon size={44} radius="md" variant="light" mb="md">
        <Icon size={24} stroke={1.6} aria-hidden="true" />
      </ThemeIcon>
      <Title order={headingOrder} fz="lg" mb={6}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed" component="div">
        {children}
      </Text>
    </Card>
  );
}
