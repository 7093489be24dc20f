import { List, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { DashboardCard } from './dashboard-card';
import { announcements } from './sample-data';

export function AnnouncementsCard() {
  return (
    <DashboardCard title="Announcements">
      <List
        spacing="sm"
        center
        icon={
          <ThemeIcon size={26} radius="xl" variant="light">
            <IconSpeakerphone size={15} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        {announcements.map((line) => (
          <List.Item key={line}>
            <Text size="sm">{line}</Text>
          </List.Item>
        ))}
      </List>
    </DashboardCard>
  );
}
