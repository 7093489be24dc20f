// One integration: icon, name, a line about it, its state, and whatever it lets the student do.
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface IntegrationRowProps {
  icon: ReactNode;
  name: string;
  description: string;
  connected: boolean;
  children?: ReactNode;
}

export function IntegrationRow({ icon, name, description, connected, children }: IntegrationRowProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light">
              {icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700}>{name}</Text>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Group>
          <Badge variant="light" color={connected ? 'green' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
            {connected ? 'Connected' : 'Not connected'}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
