// The start-up floor (bench/startup, bench/lighthouse): React 19 and Mantine drawing two cards with the
// dashboard's two seeded figures, read from the student's IndexedDB. The read is imported first, so it starts
// before React and Mantine are evaluated. Built only with BENCH_FLOOR=1 (vite.config.ts), never for students.
import { figures, type FloorFigures } from './floor-read';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Container.layer.css';
import { Card, Container, MantineProvider, Stack, Text } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { theme } from '../../../src/app/theme';

function FloorCard({ title, children }: { title: string; children: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Card>
  );
}

function Floor({ completedThisWeek, takenCredits, totalCredits }: FloorFigures) {
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <FloorCard title="Degree progress">{`${takenCredits} of ${totalCredits} credits taken.`}</FloorCard>
        <FloorCard title="Weekly Progress">{`${completedThisWeek} ${completedThisWeek === 1 ? 'task' : 'tasks'} completed this week`}</FloorCard>
      </Stack>
    </Container>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Rendered once the figures are in: a suspended first render would add React's fallback throttle to the floor.
void figures.then((read) =>
  createRoot(container).render(
    <MantineProvider theme={theme}>
      <Floor {...read} />
    </MantineProvider>,
  ),
);
