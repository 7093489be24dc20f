import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Bookmark } from '../../data/entities/bookmark';

interface DeleteBookmarkModalProps {
  bookmark: Bookmark | null;
  onCancel(): void;
  onConfirm(bookmark: Bookmark): void;
}

export function DeleteBookmarkModal({ bookmark, onCancel, onConfirm }: DeleteBookmarkModalProps) {
  return (
    <Modal opened={bookmark !== null} onClose={onCancel} title="Delete this link?" centered size="sm">
      <Stack>
        {bookmark && <Text style={{ overflowWrap: 'anywhere' }}>“{bookmark.title}” will be removed from your links.</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={() => bookmark && onConfirm(bookmark)} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
