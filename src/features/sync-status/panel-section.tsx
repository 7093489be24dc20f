// One titled part of the sync panel: a real heading and a list, so a screen reader can jump
// between "Not saved" and "Changed on another device" and hear how many rows each has.
import { Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap={6}>
      <Text component="h3" id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" m={0}>
        {title}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** A list row whose long labels (a pasted URL as a title) wrap instead of widening the panel. */
export function PanelRow({ children }: { children: ReactNode }) {
  return (
    <Stack component="li" gap={4} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Stack>
  );
}
