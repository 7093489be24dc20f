// Dashboard: a greeting, then tiles computed from the student's own data on this device
//: no fixed figure is left.
import { Grid, Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isReportDay, lastWeekReport } from '../../lib/progress/last-week-report';
import { weeklyProgress } from '../../lib/progress/weekly-progress';
import { byDue, isDueThisWeek, isOverdue } from '../../lib/tasks/task-dates';
import { todaysTasks } from '../../lib/tasks/todays-tasks';
import { ScreenLoading } from '../../ui/screen-loading';
import { useNow } from '../../ui/use-now';
import { AnnouncementsCard } from './announcements-card';
import { DeadlinesCard } from './deadlines-card';
import { DegreeProgressCard } from './degree-progress-card';
import { GradesCard } from './grades-card';
import { GreetingHeading } from './greeting-heading';
import { LastWeekCard } from './last-week-card';
import { ResourceCard } from './resource-card';
import { SyllabusOfferCard } from './syllabus-offer-card';
import { TodaysTasksCard } from './todays-tasks-card';
import { useDashboardData } from './use-dashboard-data';
import { useStudiedDays } from './use-studied-days';
import { WeeklyProgressCard } from './weekly-progress-card';

export function DashboardPage() {
  const { now, timeZone } = useNow();
  const reportDay = isReportDay(now, timeZone);
  const { ready, loading, degree, tasks, announcements, bookmarks, weeklyPlans, settings } = useDashboardData(reportDay);
  const progressExtras = useStudiedDays(now, timeZone);
  const search: { welcome?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const dismissOffer = () => void navigate({ to: '/dashboard', search: {}, replace: true });
  const figures = useMemo(() => {
    const open = tasks.filter((task) => task.status !== 'complete').sort(byDue);
    return {
      today: todaysTasks(open, now, timeZone),
      thisWeek: open.filter((task) => isDueThisWeek(task, now, timeZone)),
      week: weeklyProgress(tasks, now, timeZone, progressExtras),
    };
  }, [tasks, now, timeZone, progressExtras]);
  // Monday, with the report switched on: last week's summary.
  const lastWeek = useMemo(
    () =>
      settings?.weekly_report && reportDay
        ? lastWeekReport({ tasks, weeklyPlans, weeklyStudyHours: settings.weekly_study_hours, degree }, now, timeZone)
        : null,
    [settings, reportDay, tasks, weeklyPlans, degree, now, timeZone],
  );
  return (
    <Stack gap="lg">
      <GreetingHeading now={now} />
      {/* Not the cards' empty states before the first read: they would show "nothing" and then jump. */}
      {!ready && <ScreenLoading />}
      {ready && (
        <Grid gap={{ base: 'md', md: 'lg' }}>
          {search.welcome === 'syllabus' && (
            <Grid.Col span={12}>
              <SyllabusOfferCard onDismiss={dismissOffer} />
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
            <AnnouncementsCard announcements={announcements} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TodaysTasksCard tasks={figures.today} isOverdue={(task) => isOverdue(task, now)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DeadlinesCard tasks={figures.thisWeek} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <WeeklyProgressCard week={figures.week} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ResourceCard bookmarks={bookmarks} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
