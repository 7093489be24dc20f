// The board's three columns. A card dropped on a column moves there (native drag and drop, desktop);
// the card's status menu does the same with a keyboard or a finger.
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Task } from '../../../data/entities/task';
import { TASK_STATUSES, type TaskStatus } from '../../../lib/task';
import { TASK_DRAG_TYPE, TaskCard } from './task-card';
import { STATUS_COLOR, STATUS_LABEL } from './task-status';

interface TasksBoardProps {
  tasks: Task[];
  isOverdue(task: Task): boolean;
  onMove(task: Task, status: TaskStatus): void;
  onEdit(task: Task): void;
  onDelete(task: Task): void;
  /** Ids of tasks with changes not on the server yet. */
  pending?: ReadonlySet<string>;
}

export function TasksBoard({ tasks, pending, isOverdue, onMove, onEdit, onDelete }: TasksBoardProps) {
  const [over, setOver] = useState<TaskStatus | null>(null);
  return (
    // Three columns only when the board itself is wide enough for cards whose titles wrap at words: beside
    // the assistant at 1280 px the screen is "md" but the board is not, and its 200 px columns broke titles
    // mid-word. So the columns follow the board's width, not the screen's.
    <SimpleGrid type="container" cols={{ base: 1, '780px': 3 }} spacing={{ base: 'md' }}>
      {TASK_STATUSES.map((status) => {
        const column = tasks.filter((task) => task.status === status);
        return (
          <Paper
            key={status}
            withBorder
            radius="lg"
            p="sm"
            component="section"
            aria-label={STATUS_LABEL[status]}
            bg={over === status ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(status);
            }}
            onDragLeave={() => setOver((current) => (current === status ? null : current))}
            onDrop={(event) => {
              setOver(null);
              const id = event.dataTransfer.getData(TASK_DRAG_TYPE);
              const task = tasks.find((candidate) => candidate.id === id);
              if (!task) return;
              event.preventDefault();
              if (task.status !== status) onMove(task, status);
            }}
          >
            <Stack gap="sm" mih={120}>
              <Group gap={8} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: '50%', background: `var(--mantine-color-${STATUS_COLOR[status]}-filled)` }} aria-hidden="true" />
                <Title order={3} fz="md">
                  {STATUS_LABEL[status]}{' '}
                  <Text span c="dimmed" fz="sm">
                    ({column.length})
                  </Text>
                </Title>
              </Group>
              {column.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  overdue={isOverdue(task)}
                  pending={pending?.has(task.id) ?? false}
                  onMove={(next) => onMove(task, next)}
                  onEdit={() => onEdit(task)}
                  onDelete={() => onDelete(task)}
                />
              ))}
              {!column.length && (
                <Text size="sm" c="dimmed">
                  Nothing here.
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
