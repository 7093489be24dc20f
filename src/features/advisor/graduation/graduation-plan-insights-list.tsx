// Smart insights: a short list of what to fix in the plan, the rest behind "Show all"; calm when clean.
import { Anchor, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { PlanInsight } from '../../../lib/planning/plan-types';

const SHORT = 4;

export function PlanInsights({ insights, note }: { insights?: PlanInsight[]; note?: string }) {
  const [all, setAll] = useState(false);
  const shown = insights && (all ? insights : insights.slice(0, SHORT));
  return (
    <Stack gap={6} aria-label="Smart insights" role="region">
      <Text fw={700} size="sm">
        Smart insights
      </Text>
      {!insights && (
        <Text size="sm" c="dimmed">
          {note ?? 'Loading…'}
        </Text>
      )}
      {insights && insights.length === 0 && (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          <Text size="sm">No issues found. Your plan meets its prerequisites, offerings and requirements.</Text>
        </Group>
      )}
      {shown && shown.length > 0 && (
        <List
          spacing={4}
          size="sm"
          icon={
            <ThemeIcon color="orange" variant="light" size={20} radius="xl">
              <IconAlertTriangle size={13} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          {shown.map((insight, index) => (
            <List.Item key={`${insight.kind}-${insight.planCourseId ?? ''}-${index}`}>
              <span style={{ overflowWrap: 'anywhere' }}>{insight.message}</span>
            </List.Item>
          ))}
        </List>
      )}
      {insights && insights.length > SHORT && (
        <Anchor component="button" type="button" size="sm" onClick={() => setAll(!all)} data-touch-target style={{ alignSelf: 'flex-start' }}>
          {all ? 'Show fewer' : `Show all ${insights.length}`}
        </Anchor>
      )}
    </Stack>
  );
}
