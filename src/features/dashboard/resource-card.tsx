// Resource: the student's newest saved links (Study → Bookmark), or a pointer to save some.
import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { Bookmark } from '../../data/entities/bookmark';
import { AndMore } from './and-more';
import { DashboardCard } from './dashboard-card';

/** How many of the newest links the card lists. */
export const RESOURCE_CARD_LINKS = 4;

/** `newest`: up to one more than the card lists; `total`: undefined until counted. */
export function ResourceCard({ bookmarks: { newest, total } }: { bookmarks: { newest: Bookmark[]; total: number | undefined } }) {
  return (
    <DashboardCard title="Resource" action="More" to="/study/bookmark">
      {newest.length === 0 ? (
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
          {newest.slice(0, RESOURCE_CARD_LINKS).map((bookmark) => (
            <Anchor
              key={bookmark.id}
              href={bookmark.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={500}
              lineClamp={1}
              data-touch-target
              style={{ overflowWrap: 'anywhere' }}
            >
              {bookmark.title}
            </Anchor>
          ))}
          {/* The line is there as soon as there are more, so the card does not grow when they are counted. */}
          {newest.length > RESOURCE_CARD_LINKS && <AndMore count={total === undefined ? undefined : total - RESOURCE_CARD_LINKS} />}
        </Stack>
      )}
    </DashboardCard>
  );
}
