// Progress: taken credits over the plan's total, one decimal, and this term's taking credits.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { creditText } from '../../../lib/count-words';
import type { DegreeProgress } from './semester-progress';
import { SemesterCard } from './semester-card';

interface ProgressCardProps {
  progress: DegreeProgress;
  /** "Fall 2026". */
  term: string;
  takingCredits: number;
}

export function ProgressCard({ progress, term, takingCredits }: ProgressCardProps) {
  const percent = `${progress.percent.toFixed(1)}%`;
  return (
    <SemesterCard title="Progress">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={800} fz={28} lh={1}>
            {percent}
          </Text>
          <Text size="sm" c="dimmed">
            of your degree
          </Text>
        </Group>
        <Progress value={Math.min(progress.percent, 100)} size="lg" radius="xl" aria-label={`Degree progress ${percent}`} />
        <Text size="sm">
          {progress.takenCredits} of {creditText(progress.totalCredits)} taken
        </Text>
        <Text size="sm" c="dimmed">
          This term ({term}): {creditText(takingCredits)} taking
        </Text>
      </Stack>
    </SemesterCard>
  );
}
