// Every announcement with its text, opened by the Announcements card's View all. Loaded when first opened
// (announcements-card.tsx): Modal brings the focus-trap and scroll-area code, which the dashboard's start
// need not.
import { Modal, Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '../../lib/announcement';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const published = (iso: string) => (Number.isFinite(Date.parse(iso)) ? dateFormat.format(new Date(iso)) : '');

interface AnnouncementsDialogProps {
  opened: boolean;
  onClose: () => void;
  announcements: Announcement[];
}

export function AnnouncementsDialog({ opened, onClose, announcements }: AnnouncementsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Announcements" centered size="lg">
      <Stack gap="lg">
        {announcements.map((item) => (
          <Stack key={item.id} gap={4} component="article">
            <Title order={3} fz="md">
              {item.title}
            </Title>
            <Text size="xs" c="dimmed">
              {published(item.published_at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
