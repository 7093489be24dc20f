import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Bookmark } from '../../data/entities/bookmark';
import { Favicon } from './favicon';

interface BookmarkCardProps {
  bookmark: Bookmark;
  onEdit(): void;
  onDelete(): void;
}

export function BookmarkCard({ bookmark, onEdit, onDelete }: BookmarkCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={bookmark.title} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Favicon url={bookmark.url} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor href={bookmark.url} target="_blank" rel="noopener noreferrer" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {bookmark.title}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end">
            {bookmark.url}
          </Text>
          {bookmark.description && (
            <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {bookmark.description}
            </Text>
          )}
        </Stack>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Edit ${bookmark.title}`} onClick={onEdit}>
            <IconPencil size={18} stroke={1.6} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${bookmark.title}`} onClick={onDelete}>
            <IconTrash size={18} stroke={1.6} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
