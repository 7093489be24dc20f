import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { Bookmark } from '../../data/entities/bookmark';
import { WaitingToSync } from '../../ui/waiting-to-sync';
import { Favicon } from './favicon';

interface BookmarkCardProps {
  bookmark: Bookmark;
  /** Changes of it have not reached the server yet. */
  pending: boolean;
  onEdit(bookmark: Bookmark): void;
  onDelete(bookmark: Bookmark): void;
}

/**
 * Drawn again only when what it shows changes: every write re-reads the page of links as new objects, and
 * redrawing all the cards of the grid for one edited link is most of the time an edit takes to show.
 */
export const BookmarkCard = memo(BookmarkCardView, (before, after) => {
  const [a, b] = [before.bookmark, after.bookmark];
  const sameLink = a.id === b.id && a.title === b.title && a.url === b.url && a.description === b.description;
  return sameLink && before.pending === after.pending && before.onEdit === after.onEdit && before.onDelete === after.onDelete;
});

function BookmarkCardView({ bookmark, pending, onEdit, onDelete }: BookmarkCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={bookmark.title} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Favicon url={bookmark.url} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            href={bookmark.url}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
            lineClamp={2}
            title={bookmark.title}
            data-touch-target
            style={{ overflowWrap: 'anywhere' }}
          >
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
          <WaitingToSync pending={pending} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Edit ${bookmark.title}`} onClick={() => onEdit(bookmark)}>
            <IconPencil size={18} stroke={1.6} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${bookmark.title}`} onClick={() => onDelete(bookmark)}>
            <IconTrash size={18} stroke={1.6} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
