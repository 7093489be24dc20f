// One badge: earned (with the day, when known) or what is left, with how far along.
import { Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck, IconChecklist, IconFlame, IconMap, IconSchool, IconTrophy } from '@tabler/icons-react';
import type { Achievement, AchievementId } from '../../../lib/progress/achievements';

const icons: Record<AchievementId, typeof IconTrophy> = {
  'first-plan': IconMap,
  'streak-7': IconFlame,
  'ten-tasks': IconChecklist,
  'week-done': IconCalendarCheck,
  'term-taken': IconSchool,
  'gpa-above-min': IconTrophy,
};

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export function BadgeCard({ badge }: { badge: Achievement }) {
  const Icon = icons[badge.id];
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${badge.title}: ${badge.earned ? 'earned' : 'not earned yet'}`}
      h="100%"
      style={badge.earned ? undefined : { opacity: 0.92 }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={44} radius="xl" variant={badge.earned ? 'filled' : 'light'} color={badge.earned ? 'yellow' : 'gray'}>
          <Icon size={24} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{badge.title}</Text>
          <Text size="sm" c="dimmed">
            {badge.description}
          </Text>
          {badge.earned ? (
            <Text size="sm" fw={600}>
              {badge.earnedOn ? `Earned on ${formatDay(badge.earnedOn)}` : 'Earned'}
            </Text>
          ) : (
            <>
              <Progress value={badge.progress * 100} size="sm" radius="xl" aria-label={`${badge.title} progress`} />
              <Text size="sm">{badge.left}</Text>
            </>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
