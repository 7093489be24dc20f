import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DashboardCard } from './dashboard-card';
import { creditsEarned, gpa } from './sample-data';

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={34} fw={800} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

export function GradesCard() {
  return (
    <DashboardCard title="GPA and credits">
      <SimpleGrid cols={2} spacing="md">
        <Stat label="GPA" value={gpa.toFixed(1)} hint="on a 4.0 scale" />
        <Stat label="Credits" value={String(creditsEarned)} hint="earned so far" />
      </SimpleGrid>
    </DashboardCard>
  );
}
