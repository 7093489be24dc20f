// Announcements from GET /api/announcements/, read from the device's cache (so they show offline).
// View all opens the whole list with each announcement's text: there is no announcements screen.
import { List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import type { Announcement } from '../../lib/announcement';
import { DashboardCard } from './dashboard-card';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const published = (iso: string) => (Number.isFinite(Date.parse(iso)) ? dateFormat.format(new Date(iso)) : '');

export function AnnouncementsCard({ announcements }: { announcements: Announcement[] }) {
  const [open, setOpen] = useState(false);
  return (
    <DashboardCard title="Announcements" onAction={announcements.length ? () => setOpen(true) : undefined}>
      {!announcements.length ? (
        <Text size="sm" c="dimmed">
          No announcements yet. They show here once this device has been online.
        </Text>
      ) : (
        <List
          spacing="sm"
          center
          icon={
            <ThemeIcon size={26} radius="xl" variant="light">
              <IconSpeakerphone size={15} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          {announcements.slice(0, 3).map((item) => (
            <List.Item key={item.id}>
              <Text size="sm">{item.title}</Text>
            </List.Item>
          ))}
        </List>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Announcements" centered size="lg">
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
    </DashboardCard>
  );
}
