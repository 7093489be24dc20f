// "Delete this task?" before a task goes (from this device at once, from the server on the next sync).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Task } from '../../data/entities/task';

interface ConfirmDeleteTaskProps {
  task: Task | null;
  onCancel(): void;
  onConfirm(task: Task): void;
}

export function ConfirmDeleteTask({ task, onCancel, onConfirm }: ConfirmDeleteTaskProps) {
  return (
    <Modal opened={task !== null} onClose={onCancel} title="Delete this task?" centered size="sm">
      <Stack>
        {task && <Text style={{ overflowWrap: 'anywhere' }}>“{task.title}” will be removed from your board.</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={() => task && onConfirm(task)} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
