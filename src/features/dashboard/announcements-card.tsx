// Announcements from GET /api/announcements/, read from the device's cache (so they show offline).
// View all opens the whole list with each announcement's text: there is no announcements screen.
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Announcement } from '../../lib/announcement';
import { DashboardCard } from './dashboard-card';

const AnnouncementsDialog = lazy(() => import('./announcements-dialog').then((module) => ({ default: module.AnnouncementsDialog })));

export function AnnouncementsCard({ announcements }: { announcements: Announcement[] }) {
  const [open, setOpen] = useState(false);
  // Stays true once opened, so the dialog can play its closing transition.
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <DashboardCard title="Announcements" onAction={announcements.length ? show : undefined}>
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
      {used ? (
        <Suspense fallback={null}>
          <AnnouncementsDialog opened={open} onClose={() => setOpen(false)} announcements={announcements} />
        </Suspense>
      ) : null}
    </DashboardCard>
  );
}
