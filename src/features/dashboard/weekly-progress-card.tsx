// Weekly Progress: tasks completed and study blocks done on each day of this week, Monday to Sunday, today marked.
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DayState, WeeklyProgress } from '../../lib/progress/weekly-progress';
import { DashboardCard } from './dashboard-card';

const dayStyle: Record<DayState, { background: string; color: string; description: string }> = {
  done: { background: 'var(--mantine-color-green-filled)', color: 'var(--mantine-color-white)', description: 'tasks completed' },
  missed: { background: 'var(--mantine-color-red-light)', color: 'var(--mantine-color-red-text)', description: 'nothing completed' },
  today: { background: 'var(--mantine-color-default-border)', color: 'var(--mantine-color-text)', description: 'today, nothing completed yet' },
  ahead: { background: 'var(--mantine-color-default-border)', color: 'var(--mantine-color-dimmed)', description: 'still ahead' },
  before: { background: 'transparent', color: 'var(--mantine-color-dimmed)', description: 'before you joined' },
};

/** '2 completed, 1 study block done'. */
function doneText(completed: number, studied: number): string {
  const parts = [completed ? `${completed} completed` : '', studied ? `${studied} ${studied === 1 ? 'study block' : 'study blocks'} done` : ''];
  return parts.filter(Boolean).join(', ');
}

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

export function WeeklyProgressCard({ week }: { week: WeeklyProgress }) {
  return (
    <DashboardCard title="Weekly Progress" action="More" to="/study/achievement">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Text fz={28} fw={800} style={{ letterSpacing: '-0.02em' }}>
            Day {week.dayOfWeek}
          </Text>
          <Text size="sm" c="dimmed" data-testid="completed-this-week">
            {week.completedThisWeek} {week.completedThisWeek === 1 ? 'task' : 'tasks'} completed this week
            {week.studiedThisWeek > 0 && ` · ${week.studiedThisWeek} ${week.studiedThisWeek === 1 ? 'study block' : 'study blocks'} done`}
          </Text>
        </Group>
        <SimpleGrid cols={7} spacing={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="This week">
          {week.days.map((day) => (
            <Stack
              key={day.day}
              component="li"
              gap={6}
              align="center"
              aria-label={`${day.label}${day.isToday ? ' (today)' : ''}: ${day.completed || day.studied ? doneText(day.completed, day.studied) : dayStyle[day.state].description}`}
              aria-current={day.isToday ? 'date' : undefined}
            >
              <Box
                w="100%"
                h={40}
                style={{
                  borderRadius: 10,
                  background: dayStyle[day.state].background,
                  color: dayStyle[day.state].color,
                  outline: day.isToday ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  outlineOffset: 2,
                  border: day.state === 'before' ? '1px dashed var(--mantine-color-default-border)' : undefined,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                }}
                data-state={day.state}
                aria-hidden="true"
              >
                {day.completed + day.studied || ''}
              </Box>
              <Text size="xs" fw={day.isToday ? 800 : 600} c={day.isToday ? undefined : 'dimmed'} aria-hidden="true">
                {day.isToday ? 'Today' : day.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="md">
          <Legend state="done" label="Completed" />
          <Legend state="missed" label="None" />
          <Legend state="ahead" label="Ahead" />
        </Group>
      </Stack>
    </DashboardCard>
  );
}
