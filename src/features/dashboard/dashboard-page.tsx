// Dashboard: a greeting, then tiles computed from the student's own data on this device
//: no fixed figure is left. Until the device's copy has been read, the cards show the snapshot of this
// student's last figures (dashboard-snapshot.ts), and each new set of figures is kept as the next snapshot.
import { Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useAuth } from '../../auth/use-auth';
import { readDashboardSnapshot, writeDashboardSnapshot } from '../../data/dashboard/dashboard-snapshot';
import { isReportDay } from '../../lib/progress/last-week-report';
import { ScreenLoading } from '../../ui/screen-loading';
import { useNow } from '../../ui/use-now';
import { dashboardFigures, snapshotOf } from './dashboard-figures';
import { DashboardView } from './dashboard-view';
import { GreetingHeading } from './greeting-heading';
import { useDashboardData } from './use-dashboard-data';
import { useStudiedDays } from './use-studied-days';

export function DashboardPage() {
  const { now, timeZone } = useNow();
  const reportDay = isReportDay(now, timeZone);
  const { ready, loading, degree, tasks, announcements, bookmarks, weeklyPlans, settings } = useDashboardData(reportDay);
  const sub = useAuth().user?.sub;
  const progressExtras = useStudiedDays(now, timeZone);
  const search: { welcome?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const dismissOffer = () => void navigate({ to: '/dashboard', search: {}, replace: true });
  // The bookmarks' object is new on every render; its two parts are not.
  const { newest, total } = bookmarks;
  const live = useMemo(
    () =>
      ready
        ? dashboardFigures({ degree, tasks, announcements, bookmarks: { newest, total }, weeklyPlans, settings }, now, timeZone, reportDay, progressExtras)
        : undefined,
    [ready, degree, tasks, announcements, newest, total, weeklyPlans, settings, now, timeZone, reportDay, progressExtras],
  );
  // Read for the signed-in user's sub only: another student's snapshot on this browser is never drawn.
  const snapshot = useMemo(() => readDashboardSnapshot(sub), [sub]);
  useEffect(() => {
    if (live && sub) writeDashboardSnapshot(sub, snapshotOf(live));
  }, [live, sub]);
  const figures = live ?? snapshot;
  return (
    <Stack gap="lg">
      <GreetingHeading now={now} />
      {/* Not the cards' empty states before the first read: they would show "nothing" and then jump. */}
      {!figures && <ScreenLoading />}
      {figures && <DashboardView figures={figures} now={now} loading={loading} onDismissOffer={search.welcome === 'syllabus' ? dismissOffer : undefined} />}
    </Stack>
  );
}
