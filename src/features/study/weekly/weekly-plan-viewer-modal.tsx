// The plan viewer: the plan rendered, who wrote it, and Archive / Unarchive, Delete (no
// confirmation; the tab offers Undo), Edit and Close, above the plan so a long one needs no scrolling to reach them.
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import { PlanMarkdown } from './weekly-plan-markdown';
import { weekLabel, writtenBy } from './weekly-groups';

interface PlanViewerModalProps {
  plan: WeeklyPlan | undefined;
  /** Why this device wrote the plan just generated, if it did. */
  note?: string | null;
  onClose(): void;
  onEdit(plan: WeeklyPlan): void;
  onDelete(plan: WeeklyPlan): void;
  onArchive(plan: WeeklyPlan, archived: boolean): void;
}

export function PlanViewerModal({ plan, note, onClose, onEdit, onDelete, onArchive }: PlanViewerModalProps) {
  return (
    <Modal opened={!!plan} onClose={onClose} title={plan?.title ?? 'Weekly plan'} centered size="xl">
      {plan && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            {plan.course && <Badge variant="light">{plan.course}</Badge>}
            <Text size="sm" c="dimmed">
              {weekLabel(plan.week_of)} · {writtenBy(plan)}
            </Text>
            {plan.archived && (
              <Badge variant="outline" color="gray">
                Archived
              </Badge>
            )}
          </Group>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs">
              <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => onDelete(plan)}>
                Delete
              </Button>
              <Button
                variant="light"
                color="gray"
                leftSection={plan.archived ? <IconArchiveOff size={16} aria-hidden="true" /> : <IconArchive size={16} aria-hidden="true" />}
                onClick={() => onArchive(plan, !plan.archived)}
              >
                {plan.archived ? 'Unarchive' : 'Archive'}
              </Button>
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(plan)}>
                Edit
              </Button>
            </Group>
          </Group>
          {note && (
            <Alert variant="light" color="yellow" role="status">
              {note}
            </Alert>
          )}
          <PlanMarkdown markdown={plan.markdown_plan} />
        </Stack>
      )}
    </Modal>
  );
}
