// One of the Weekly tab's lists (This Week, Previous Weeks): each plan's title, course, week and View.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import { WaitingToSync } from '../../../ui/waiting-to-sync';
import { weekLabel } from './weekly-groups';

interface WeeklyPlanListProps {
  title: string;
  id: string;
  plans: WeeklyPlan[];
  /** Ids of plans with changes not on the server yet. */
  pending?: ReadonlySet<string>;
  empty: string;
  action?: ReactNode;
  onView(plan: WeeklyPlan): void;
}

export function WeeklyPlanList({ title, id, plans, pending, empty, action, onView }: WeeklyPlanListProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-title`}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} fz="lg" fw={700} id={`${id}-title`}>
          {title}
        </Title>
        {action}
      </Group>
      {plans.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {plans.map((plan, index) => (
            <Group
              component="li"
              key={plan.id}
              justify="space-between"
              gap="xs"
              py="sm"
              wrap="nowrap"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {plan.title}
                </Text>
                <Group gap={6} wrap="wrap">
                  {plan.course && (
                    <Badge variant="light" size="sm">
                      {plan.course}
                    </Badge>
                  )}
                  <Text size="sm" c="dimmed">
                    {weekLabel(plan.week_of)}
                  </Text>
                  {plan.archived && (
                    <Badge variant="outline" color="gray" size="sm">
                      Archived
                    </Badge>
                  )}
                  <WaitingToSync pending={pending?.has(plan.id) ?? false} />
                </Group>
              </Stack>
              <Button size="compact-md" variant="light" onClick={() => onView(plan)} aria-label={`View ${plan.title}`}>
                View
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
