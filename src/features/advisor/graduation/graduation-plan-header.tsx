// The plan header: how far along the degree is, the load, GPA now and required, whether the
// plan finishes by the expected graduation (from the profile), and the Smart insights on the plan.
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '../../../data/entities/plan';
import type { PlanStatus } from '../../../lib/planning/plan-status';
import type { PlanInsight } from '../../../lib/planning/plan-types';
import type { DegreeProgress } from '../../../lib/progress/degree-progress';
import { PlanInsights } from './graduation-plan-insights-list';
import { gpaText, PlanCreditsLine } from './plan-grades';
import { type PlanSummary } from './graduation-plan-summary';

interface PlanHeaderProps {
  plan: Plan;
  summary: PlanSummary;
  /** GPA and credits from the recorded grades, as the dashboard shows them. */
  grades: DegreeProgress;
  requiredGpa: number;
  /** The badge and the reason under it (planStatus, or the projection alone without the catalogue). */
  status: { status: PlanStatus['status']; reason: string };
  /** Undefined while the catalogue is not on this device: `insightsNote` says why. */
  insights?: PlanInsight[];
  insightsNote?: string;
}

const BADGE = {
  'on-track': { color: 'teal', label: 'On Track' },
  behind: { color: 'orange', label: 'Behind' },
  'needs-attention': { color: 'red', label: 'At risk' },
  unknown: { color: 'gray', label: 'Status unknown' },
} as const;

export function PlanHeader({ plan, summary, grades, requiredGpa, status, insights, insightsNote }: PlanHeaderProps) {
  const badge = BADGE[status.status];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {summary.percentComplete}% of your degree completed
            </Title>
            <Text size="sm" c="dimmed">
              {plan.program_name || 'Your program'}
              {plan.university_name ? ` · ${plan.university_name}` : ''}
            </Text>
          </div>
          <Badge color={badge.color} variant="light" size="lg" data-testid="graduation-status">
            {badge.label}
          </Badge>
        </Group>
        <Progress value={Math.min(100, summary.percentComplete)} aria-label="Degree completed" size="lg" radius="xl" />
        <Text size="sm">{status.reason}</Text>
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          <Stat label="Credit load / term" value={String(summary.creditLoad)} />
          <Stat label="Cumulative GPA" value={gpaText(grades)} />
          <Stat label="Required GPA" value={requiredGpa.toFixed(1)} />
        </SimpleGrid>
        <PlanCreditsLine degree={grades} />
        <PlanInsights insights={insights} note={insightsNote} />
      </Stack>
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </div>
  );
}
