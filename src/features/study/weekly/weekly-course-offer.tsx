// Arriving from a class's Study button (/study/weekly?course=CS%202110): offer a plan for that course.
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

export function CourseOffer({ course, onGenerate }: { course: string; onGenerate(): void }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <Text style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
          Plan this week’s study for <strong>{course}</strong>?
        </Text>
        <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden="true" />} onClick={onGenerate}>
          Plan {course}
        </Button>
      </Group>
    </Paper>
  );
}
