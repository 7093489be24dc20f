// Resource: the student's newest saved links (Study → Bookmark), or a pointer to save some.
import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { Bookmark } from '../../data/entities/bookmark';
import { DashboardCard } from './dashboard-card';

export function ResourceCard({ bookmarks }: { bookmarks: Bookmark[] }) {
  return (
    <DashboardCard title="Resource" action="More" to="/study/bookmark">
      {!bookmarks.length ? (
        <Stack align="center" gap="xs" py="md" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconBooks size={26} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={600}>No saved links yet</Text>
          <Text size="sm" c="dimmed" maw={300}>
            Links you save in Study → Bookmark show up here.
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          {bookmarks.slice(0, 4).map((bookmark) => (
            <Anchor key={bookmark.id} href={bookmark.url} target="_blank" rel="noopener noreferrer" size="sm" fw={500} lineClamp={1} data-touch-target style={{ overflowWrap: 'anywhere' }}>
              {bookmark.title}
            </Anchor>
          ))}
          {bookmarks.length > 4 && (
            <Text size="xs" c="dimmed">
              and {bookmarks.length - 4} more
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
