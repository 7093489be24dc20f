// GPA and credits from the graduation plan's recorded grades: N/A, not a guess, until a grade that counts is recorded.
import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DegreeProgress } from '../../lib/progress/degree-progress';
import { DashboardCard } from './dashboard-card';
import { NoPlanCard } from './degree-progress-card';

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

export function GradesCard({ degree, loading }: { degree: DegreeProgress | null; loading: boolean }) {
  if (loading) {
    return (
      <DashboardCard title="GPA and credits">
        <Loader size="sm" role="status" aria-label="Loading your plan" />
      </DashboardCard>
    );
  }
  if (!degree) return <NoPlanCard title="GPA and credits" />;
  return (
    <DashboardCard title="GPA and credits" to="/advisor/graduation">
      <SimpleGrid cols={2} spacing="md">
        <Stat
          label="GPA"
          value={degree.gpa === null ? 'N/A' : degree.gpa.toFixed(2)}
          hint={degree.gpa === null ? 'no grades recorded yet' : `cumulative, ${degree.creditsAttempted} credits attempted`}
        />
        <Stat
          label="Credits earned"
          value={String(degree.takenCredits)}
          hint={`${degree.totalCredits > 0 ? `of ${degree.totalCredits}` : 'so far'}${degree.creditsFromElsewhere > 0 ? `, ${degree.creditsFromElsewhere} from elsewhere` : ''}`}
        />
      </SimpleGrid>
    </DashboardCard>
  );
}
