import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DashboardCard } from './dashboard-card';
import { weeklyProgress, type DayState } from './sample-data';

const dayStyle: Record<DayState, { background: string; color: string; description: string }> = {
  done: { background: 'var(--mantine-color-green-filled)', color: 'var(--mantine-color-white)', description: 'done' },
  missed: { background: 'var(--mantine-color-red-filled)', color: 'var(--mantine-color-white)', description: 'missed' },
  upcoming: { background: 'var(--mantine-color-default-border)', color: 'var(--mantine-color-dimmed)', description: 'still ahead' },
};

function Legend({ state, label }: { state: DayState; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} style={{ borderRadius: 3, background: dayStyle[state].background }} aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

export function WeeklyProgressCard() {
  const { day, days } = weeklyProgress;
  return (
    <DashboardCard title="Weekly Progress" action="More">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Text fz={28} fw={800} style={{ letterSpacing: '-0.02em' }}>
            Day {day}
          </Text>
          <Text size="sm" c="dimmed">
            of your study week
          </Text>
        </Group>
        <SimpleGrid cols={7} spacing={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="This week">
          {days.map(({ label, state }) => (
            <Stack key={label} component="li" gap={6} align="center" aria-label={`${label}: ${dayStyle[state].description}`}>
              <Box
                w="100%"
                h={40}
                style={{ borderRadius: 10, background: dayStyle[state].background }}
                data-state={state}
                aria-hidden="true"
              />
              <Text size="xs" fw={600} c="dimmed" aria-hidden="true">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="md">
          <Legend state="done" label="Done" />
          <Legend state="missed" label="Missed" />
          <Legend state="upcoming" label="Ahead" />
        </Group>
      </Stack>
    </DashboardCard>
  );
}
