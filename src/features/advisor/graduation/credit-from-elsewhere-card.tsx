// "Credit from elsewhere": the plan's transfer, AP, IB and exam credit in a list of its own (it belongs to no
// term, so the term-by-term table does not show it): where it came from, what it stands for, the note and the
// credits, each with Edit and Remove; and the button that adds more.
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { CREDIT_SOURCE_LABELS } from '../../../lib/grades/grade-entry';
import { formatCredits } from './graduation-plan-summary';

interface CreditCardProps {
  /** The plan's credit from elsewhere (courses with a credit source). */
  credits: PlanCourse[];
  onAdd(): void;
  onEdit(course: PlanCourse): void;
  onRemove(course: PlanCourse): void;
}

/** What an entry stands for: its course, or the requirement its credits count toward. */
export const creditLabel = (course: PlanCourse) =>
  course.counts_toward && !course.course ? `Toward ${course.counts_toward}` : `${course.course_code}${course.course_title ? ` — ${course.course_title}` : ''}`;

export function CreditFromElsewhereCard({ credits, onAdd, onEdit, onRemove }: CreditCardProps) {
  const total = credits.reduce((sum, course) => sum + (Number.isFinite(course.credit) ? course.credit : 0), 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="credit-elsewhere-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <div>
          <Title order={3} fz="lg" id="credit-elsewhere-title">
            Credit from elsewhere
          </Title>
          <Text size="xs" c="dimmed">
            {credits.length > 0
              ? `${formatCredits(total)} credits: they count toward your requirements, not your GPA.`
              : 'Transfer, AP, IB or exam credit counts toward your requirements, not your GPA.'}
          </Text>
        </div>
        <Button size="xs" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
          Add credit
        </Button>
      </Group>
      {credits.length === 0 ? (
        <Text c="dimmed" size="sm">
          No credit from elsewhere yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Credit from elsewhere">
          {credits.map((course) => (
            <Group key={course.id} component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Badge variant="light" color="grape" size="sm">
                    {course.credit_source ? CREDIT_SOURCE_LABELS[course.credit_source] : 'Credit'}
                  </Badge>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {creditLabel(course)}
                  </Text>
                </Group>
                {course.credit_note && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {course.credit_note}
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatCredits(course.credit)} cr
                </Text>
                <ActionIcon variant="subtle" onClick={() => onEdit(course)} aria-label={`Edit ${creditLabel(course)}`}>
                  <IconPencil size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" onClick={() => onRemove(course)} aria-label={`Remove ${creditLabel(course)}`}>
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
