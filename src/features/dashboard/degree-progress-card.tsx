// Degree progress from the graduation plan: taken credits over the program's total. Without a plan, a
// way to make one.
import { Group, Loader, Stack, Text } from '@mantine/core';
import { ProgressRing } from '../../ui/progress-ring';
import type { DegreeProgress } from '../../lib/progress/degree-progress';
import { ButtonLink } from '../../ui/router-links';
import { DashboardCard } from './dashboard-card';

export function NoPlanCard({ title }: { title: string }) {
  return (
    <DashboardCard title={title} to="/advisor/graduation">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          You have no graduation plan yet. Generate one to see your degree progress and credits here.
        </Text>
        <ButtonLink to="/advisor/graduation" variant="light" radius="xl">
          Generate Plan
        </ButtonLink>
      </Stack>
    </DashboardCard>
  );
}

export function DegreeProgressCard({ degree, loading }: { degree: DegreeProgress | null; loading: boolean }) {
  if (loading) {
    return (
      <DashboardCard title="Degree progress">
        <Loader size="sm" role="status" aria-label="Loading your plan" />
      </DashboardCard>
    );
  }
  if (!degree) return <NoPlanCard title="Degree progress" />;
  const { percent, takenCredits, totalCredits } = degree;
  return (
    <DashboardCard title="Degree progress" to="/advisor/graduation">
      <Group gap="lg" wrap="nowrap">
        <ProgressRing
          size={112}
          thickness={11}
          percent={percent}
          color="indigo"
          label={
            <Text ta="center" fw={800} fz={22}>
              {percent}%
            </Text>
          }
        />
        <Stack gap={4}>
          <Text fw={700} fz="lg">
            {percent}% complete
          </Text>
          <Text size="sm" c="dimmed">
            {totalCredits > 0 ? `${takenCredits} of ${totalCredits} credits taken.` : 'Your plan has no credit total yet.'}
          </Text>
        </Stack>
      </Group>
    </DashboardCard>
  );
}
