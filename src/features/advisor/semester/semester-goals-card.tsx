// Semester goals: sample text, fixed until goals can be set.
import { List, Text } from '@mantine/core';
import { SemesterCard } from './semester-card';

const SAMPLE_GOALS = ['Maintain 3.5 GPA', 'Study 14 h / wk', '3 workouts / wk'];

export function SemesterGoalsCard() {
  return (
    <SemesterCard title="Semester goals">
      <List size="sm" spacing={6}>
        {SAMPLE_GOALS.map((goal) => (
          <List.Item key={goal}>{goal}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        Sample goals: setting your own comes later.
      </Text>
    </SemesterCard>
  );
}
