// The dashboard's figures from the device's data: what the cards draw, and the few rows of each list the
// snapshot keeps (the cards show CARD_TASK_ROWS rows and a count of the rest).
import type { DashboardData } from './use-dashboard-data';
import type { DashboardFigures } from '../../data/dashboard/dashboard-snapshot';
import type { ZoneHistory } from '../../lib/progress/local-days';
import { lastWeekReport } from '../../lib/progress/last-week-report';
import { weeklyProgress, type ProgressExtras } from '../../lib/progress/weekly-progress';
import { byDue, isDueThisWeek } from '../../lib/tasks/task-dates';
import { todaysTasks } from '../../lib/tasks/todays-tasks';
import { CARD_TASK_ROWS } from './dashboard-card';

/** The announcements the card lists. */
const CARD_ANNOUNCEMENTS = 3;

type Inputs = Pick<DashboardData, 'degree' | 'tasks' | 'announcements' | 'bookmarks' | 'weeklyPlans' | 'settings'>;

/** `progress`: the study blocks marked done and the day the student joined, for Weekly Progress. */
export function dashboardFigures(data: Inputs, now: Date, timeZone: ZoneHistory, reportDay: boolean, progress: ProgressExtras = {}): DashboardFigures {
  const { degree, tasks, announcements, bookmarks, weeklyPlans, settings } = data;
  const open = tasks.filter((task) => task.status !== 'complete').sort(byDue);
  const today = todaysTasks(open, now, timeZone);
  const thisWeek = open.filter((task) => isDueThisWeek(task, now, timeZone));
  return {
    degree,
    announcements,
    today: { rows: today, total: today.length },
    thisWeek: { rows: thisWeek, total: thisWeek.length },
    week: weeklyProgress(tasks, now, timeZone, progress),
    bookmarks,
    // Monday, with the report switched on: last week's summary.
    lastWeek:
      settings?.weekly_report && reportDay
        ? lastWeekReport({ tasks, weeklyPlans, weeklyStudyHours: settings.weekly_study_hours, degree }, now, timeZone)
        : null,
  };
}

/** What the snapshot keeps: the rows the cards show, without the tasks' notes (never drawn there). */
export function snapshotOf(figures: DashboardFigures): DashboardFigures {
  const rows = (list: DashboardFigures['today']) => ({ rows: list.rows.slice(0, CARD_TASK_ROWS).map((task) => ({ ...task, notes: '' })), total: list.total });
  return {
    ...figures,
    announcements: figures.announcements.slice(0, CARD_ANNOUNCEMENTS),
    today: rows(figures.today),
    thisWeek: rows(figures.thisWeek),
  };
}
