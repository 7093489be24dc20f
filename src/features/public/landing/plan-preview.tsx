// A small, static mock of the weekly plan screen for the hero. It is one image to assistive
// technology (role="img") because its sample tasks are illustration, not content.
import { Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './landing.module.css';

const sampleTasks = [
  { day: 'Mon', title: 'Read chapter 4', course: 'BIO 101', done: true },
  { day: 'Tue', title: 'Problem set 3', course: 'MATH 221', done: true },
  { day: 'Thu', title: 'Essay outline', course: 'HIST 210', done: false },
  { day: 'Fri', title: 'Lab report draft', course: 'CHEM 110', done: false },
] as const;

export function PlanPreview() {
  return (
    <Paper
      role="img"
      aria-label="Preview of a DegreeMate weekly study plan with four tasks and degree progress at 69%"
      className={classes.preview}
      shadow="xl"
      radius="lg"
      p="lg"
      withBorder
      maw={420}
      w="100%"
    >
      <Group justify="space-between" mb="md">
        <div>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            This week
          </Text>
          <Text fw={700}>Week 5 study plan</Text>
        </div>
        <Badge variant="light" radius="sm">
          On track
        </Badge>
      </Group>
      <Stack gap="xs">
        {sampleTasks.map((task) => (
          <Group key={task.title} gap="sm" wrap="nowrap" p="xs" style={{ borderRadius: 8, background: 'var(--mantine-color-default-hover)' }}>
            <ThemeIcon size={26} radius="xl" variant={task.done ? 'filled' : 'default'}>
              {task.done ? <IconCheck size={16} /> : null}
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fz="sm" fw={600} td={task.done ? 'line-through' : undefined}>
                {task.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {task.course}
              </Text>
            </div>
            <Text fz="xs" fw={600} c="dimmed">
              {task.day}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" mt="lg" mb={6}>
        <Text fz="sm" fw={600}>
          Degree progress
        </Text>
        <Text fz="sm" fw={700}>
          69%
        </Text>
      </Group>
      <Progress value={69} radius="xl" size="md" aria-hidden="true" />
    </Paper>
  );
}
