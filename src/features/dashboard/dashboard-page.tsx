// SPEC §2 Dashboard: a greeting, then tiles of fixed placeholder figures.
import { Grid, Stack, Text, Title } from '@mantine/core';
import { AnnouncementsCard } from './announcements-card';
import { DeadlinesCard } from './deadlines-card';
import { DegreeProgressCard } from './degree-progress-card';
import { GradesCard } from './grades-card';
import { ResourceCard } from './resource-card';
import { TodaysTasksCard } from './todays-tasks-card';
import { useGreeting } from './use-greeting';
import { WeeklyProgressCard } from './weekly-progress-card';

const today = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

export function DashboardPage() {
  const now = new Date();
  const heading = useGreeting(now);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {today.format(now)}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
          {heading}
        </Title>
      </Stack>
      <Grid gap={{ base: 'md', md: 'lg' }}>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <DegreeProgressCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <GradesCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AnnouncementsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TodaysTasksCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DeadlinesCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <WeeklyProgressCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ResourceCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
