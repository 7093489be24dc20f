import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { DashboardCard } from './dashboard-card';

// SPEC §2: a placeholder until resources exist.
export function ResourceCard() {
  return (
    <DashboardCard title="Resource" action="More">
      <Stack align="center" gap="xs" py="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconBooks size={26} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={600}>Study resources are on their way</Text>
        <Text size="sm" c="dimmed" maw={300}>
          Guides, templates and links picked for your courses will show up here.
        </Text>
      </Stack>
    </DashboardCard>
  );
}
