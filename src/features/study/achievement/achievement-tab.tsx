// Study › Achievement: badges earned from the student's own activity, each with the day it
// was earned or what is left; overall progress; their own growth notes. Computed on the device.
import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { achievements, overallProgress } from '../../../lib/progress/achievements';
import { degreeProgress } from '../../../lib/progress/degree-progress';
import { ProgressRing } from '../../../ui/progress-ring';
import { useNow } from '../../../ui/use-now';
import { BadgeCard } from './badge-card';
import { GrowthNotesCard } from './growth-notes-card';
import { useAchievementData } from './use-achievement-data';

export function AchievementTab() {
  const data = useAchievementData();
  const { now, timeZone } = useNow();
  const computed = useMemo(() => {
    if (!data) return null;
    const degree = data.plan ? degreeProgress(data.plan, data.planCourses, data.scale) : null;
    const badges = achievements({
      tasks: data.tasks,
      plan: data.plan,
      planCourses: data.planCourses,
      gpa: degree?.gpa ?? null,
      minGpa: data.minGpa,
      now,
      zone: timeZone,
    });
    return { badges, degree, percent: overallProgress(badges) };
  }, [data, now, timeZone]);

  if (!computed) return <Loader size="sm" role="status" aria-label="Loading your achievements" />;
  const { badges, degree, percent } = computed;
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <Stack gap="md">
      <Title order={2}>My achievements</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Progress">
        <Group gap="xl" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <ProgressRing
              size={96}
              thickness={10}
              percent={percent}
              color="yellow"
              label={
                <Text ta="center" fw={800}>
                  {percent}%
                </Text>
              }
            />
            <Stack gap={2}>
              <Text fw={700} fz="lg">
                {earned} of {badges.length} badges earned
              </Text>
              <Text size="sm" c="dimmed">
                Progress {percent}%
              </Text>
            </Stack>
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              GPA
            </Text>
            <Text fz={28} fw={800} lh={1.1}>
              {degree?.gpa == null ? 'N/A' : degree.gpa.toFixed(2)}
            </Text>
            <Text size="xs" c="dimmed">
              {degree?.gpa == null ? 'not recorded yet' : 'on a 4.0 scale'}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              Degree
            </Text>
            <Text fz={28} fw={800} lh={1.1}>
              {degree ? `${degree.percent}%` : '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {degree ? `${degree.takenCredits} credits taken` : 'no graduation plan yet'}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {badges.map((badge) => (
          <BadgeCard key={badge.id} badge={badge} />
        ))}
      </SimpleGrid>
      <GrowthNotesCard />
    </Stack>
  );
}
