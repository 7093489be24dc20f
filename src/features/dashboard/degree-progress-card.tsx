import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { DashboardCard } from './dashboard-card';
import { degreeProgressPercent } from './sample-data';

export function DegreeProgressCard() {
  return (
    <DashboardCard title="Degree progress">
      <Group gap="lg" wrap="nowrap">
        <RingProgress
          size={112}
          thickness={11}
          roundCaps
          sections={[{ value: degreeProgressPercent, color: 'indigo' }]}
          label={
            <Text ta="center" fw={800} fz={22} aria-hidden="true">
              {degreeProgressPercent}%
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap={4}>
          <Text fw={700} fz="lg">
            {degreeProgressPercent}% complete
          </Text>
          <Text size="sm" c="dimmed">
            {100 - degreeProgressPercent}% of your degree still ahead. You are on track.
          </Text>
        </Stack>
      </Group>
    </DashboardCard>
  );
}
