// One card on the board: title, course, due, where it came from, and its actions. The status menu moves
// it between columns (the keyboard way); on a desktop the card can also be dragged to a column.
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconChevronDown, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Task } from '../../../data/entities/task';
import { TASK_STATUSES, type TaskStatus } from '../../../lib/task';
import { dueText } from '../../../lib/tasks/due-text';
import { STATUS_LABEL } from './task-status';

import { WaitingToSync } from '../../../ui/waiting-to-sync';

interface TaskCardProps {
  task: Task;
  overdue: boolean;
  onMove(status: TaskStatus): void;
  onEdit(): void;
  onDelete(): void;
  /** Changes of it have not reached the server yet. */
  pending: boolean;
}

export const TASK_DRAG_TYPE = 'application/x-degreemate-task';

export function TaskCard({ task, overdue, pending, onMove, onEdit, onDelete }: TaskCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={task.title}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(TASK_DRAG_TYPE, task.id);
        event.dataTransfer.setData('text/plain', task.title);
        event.dataTransfer.effectAllowed = 'move';
      }}
      style={{ cursor: 'grab' }}
      data-task-id={task.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'break-word', flex: 1, minWidth: 0 }} td={task.status === 'complete' ? 'line-through' : undefined}>
            {task.title}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${task.title}`} onClick={onEdit}>
              <IconPencil size={16} stroke={1.6} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${task.title}`} onClick={onDelete}>
              <IconTrash size={16} stroke={1.6} />
            </ActionIcon>
          </Group>
        </Group>
        {task.notes && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {task.notes}
          </Text>
        )}
        <Group gap={6}>
          {task.course && (
            <Badge variant="light" radius="sm" tt="none">
              {task.course}
            </Badge>
          )}
          {task.due_at && (
            <Text size="xs" fw={600} c={overdue ? 'var(--mantine-color-red-text)' : 'dimmed'}>
              {overdue ? 'Overdue · ' : 'Due '}
              {dueText(task)}
            </Text>
          )}
        </Group>
        {task.source === 'import' && (
          <Group gap={4} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed">
              From your learning platform’s calendar
            </Text>
          </Group>
        )}
        <WaitingToSync pending={pending} />
        {task.removed_upstream && (
          <Text size="xs" fw={600} c="var(--mantine-color-orange-text)">
            Removed from your calendar
          </Text>
        )}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              aria-label={`Status of ${task.title}: ${STATUS_LABEL[task.status]}`}
              w="fit-content"
            >
              {STATUS_LABEL[task.status]}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Move to</Menu.Label>
            {TASK_STATUSES.map((status) => (
              <Menu.Item
                key={status}
                onClick={() => onMove(status)}
                disabled={status === task.status}
                leftSection={status === task.status ? <IconCheck size={14} /> : null}
              >
                {STATUS_LABEL[status]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Stack>
    </Card>
  );
}
