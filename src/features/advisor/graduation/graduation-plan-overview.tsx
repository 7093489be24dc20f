// Overview: the plan at a glance.
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Plan } from '../../../data/entities/plan';
import { formatCredits, type PlanSummary } from './graduation-plan-summary';

export function PlanOverview({ plan, summary, degree }: { plan: Plan; summary: PlanSummary; degree: string }) {
  const rows: [string, string][] = [
    ['Credits completed', `${formatCredits(summary.takenCredits)} / ${formatCredits(summary.totalCredits)}`],
    ['Courses completed', `${summary.coursesTaken} / ${summary.courseCount}`],
    ['Current term', `${plan.start_term} ${plan.start_year}`],
    ['Credit load', `${summary.creditLoad} credits / term`],
    ['Projected graduation', plan.estimated_graduation || 'N/A'],
    ['Major', plan.program_name || 'N/A'],
    ['Degree', degree],
    ['University', plan.university_name || 'N/A'],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="lg" mb="sm">
        Overview
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
