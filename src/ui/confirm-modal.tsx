// A yes/no question before a delete ("Delete your graduation plan?", "Delete this link?", "Delete this task?").
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmModal({ opened, title, children, confirmLabel, onCancel, onConfirm }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm">
      <Stack>
        {children && <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
