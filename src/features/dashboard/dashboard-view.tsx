// The dashboard's cards, drawn from computed figures: the live ones, or the snapshot of the last ones while the
// session and the database open (the app's start draws this before the signed-in shell is ready).
import { Grid } from '@mantine/core';
import type { DashboardFigures } from '../../data/dashboard/dashboard-snapshot';
import { isOverdue } from '../../lib/tasks/task-dates';
import { AnnouncementsCard } from './announcements-card';
import { DeadlinesCard } from './deadlines-card';
import { DegreeProgressCard } from './degree-progress-card';
import { GradesCard } from './grades-card';
import { LastWeekCard } from './last-week-card';
import { ResourceCard } from './resource-card';
import { SyllabusOfferCard } from './syllabus-offer-card';
import { TodaysTasksCard } from './todays-tasks-card';
import { WeeklyProgressCard } from './weekly-progress-card';

interface DashboardViewProps {
  figures: DashboardFigures;
  now: Date;
  /** True while "no plan" may still be news the first sync is about to change. */
  loading: boolean;
  /** Set after a sign-up that chose to import a syllabus. */
  onDismissOffer?: () => void;
}

export function DashboardView({ figures, now, loading, onDismissOffer }: DashboardViewProps) {
  const { degree, lastWeek, today, thisWeek } = figures;
  return (
    <Grid gap={{ base: 'md', md: 'lg' }}>
      {onDismissOffer && (
        <Grid.Col span={12}>
          <SyllabusOfferCard onDismiss={onDismissOffer} />
        </Grid.Col>
      )}
      {lastWeek && (
        <Grid.Col span={12}>
          <LastWeekCard report={lastWeek} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <DegreeProgressCard degree={degree} loading={loading} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <GradesCard degree={degree} loading={loading} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <AnnouncementsCard announcements={figures.announcements} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <TodaysTasksCard tasks={today.rows} total={today.total} isOverdue={(task) => isOverdue(task, now)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <DeadlinesCard tasks={thisWeek.rows} total={thisWeek.total} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <WeeklyProgressCard week={figures.week} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ResourceCard bookmarks={figures.bookmarks} />
      </Grid.Col>
    </Grid>
  );
}
