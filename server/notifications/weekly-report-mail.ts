// The Monday progress report by email: from 07:00 on Monday in the student's time zone, each
// student with Weekly progress report on gets last week's summary once, computed by the same rules as the
// dashboard's "Last week" card (src/lib/progress/last-week-report.ts). No mail configured: nothing at all.
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { degreeProgress } from '../../src/lib/progress/degree-progress';
import { isReportDay, lastWeekReport, lastWeekStart, reportLines, type ReportInputs } from '../../src/lib/progress/last-week-report';
import { recipientsWith, type Recipient } from './mail-recipients';
import { localHour, sendOnce, SEND_FROM_HOUR } from './notification-mails';

/** Returns how many reports were sent by this run. */
export async function sendWeeklyReports(db: Database, mailer: Mailer | undefined, now: Date): Promise<number> {
  if (!mailer) return 0;
  let sent = 0;
  for (const recipient of await recipientsWith(db, 'weekly_report')) {
    if (!isReportDay(now, recipient.timeZone) || localHour(now, recipient.timeZone) < SEND_FROM_HOUR) continue;
    const period = lastWeekStart(now, recipient.timeZone);
    const [already] = await db.query("SELECT 1 FROM notification_mails WHERE owner_sub = $1 AND kind = 'weekly-report' AND period = $2", [
      recipient.ownerSub,
      period,
    ]);
    if (already) continue;
    const report = lastWeekReport(await reportInputs(db, recipient), now, recipient.timeZone);
    const subject = `DegreeMate: your week of ${report.from}`;
    const text = [
      `Hello ${recipient.givenName || 'there'},`,
      '',
      `Your week from Monday ${report.from} to Sunday ${report.to}:`,
      '',
      ...reportLines(report).map((line) => `- ${line}`),
      '',
      'You get this email because Weekly progress report is on in Settings > Notifications.',
    ].join('\n');
    if (await sendOnce(db, mailer, { ownerSub: recipient.ownerSub, kind: 'weekly-report', period, message: { to: recipient.email, subject, text } })) sent++;
  }
  return sent;
}

async function reportInputs(db: Database, recipient: Recipient): Promise<ReportInputs> {
  const owner = [recipient.ownerSub];
  const tasks = await db.query<{ status: string; completed_at: Date | string | null; updated_at: Date | string }>(
    "SELECT status, completed_at, updated_at FROM tasks WHERE owner_sub = $1 AND status = 'complete'",
    owner,
  );
  const weeklyPlans = await db.query<{ week_of: string; markdown_plan: string; archived: boolean }>(
    'SELECT week_of::text AS week_of, markdown_plan, archived FROM weekly_plans WHERE owner_sub = $1',
    owner,
  );
  // The graduation plan is the student's first plan, as on the dashboard.
  const [plan] = await db.query<{ id: string; total_credits: number; current_gpa: number | null }>(
    'SELECT id, total_credits, current_gpa FROM plans WHERE owner_sub = $1 ORDER BY created_at, id LIMIT 1',
    owner,
  );
  const courses = plan
    ? await db.query<{ status: 'planned' | 'taking' | 'taken'; credit: number }>('SELECT status, credit FROM plan_courses WHERE plan_id = $1', [plan.id])
    : [];
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    tasks: tasks.map((task) => ({ status: task.status as 'complete', completed_at: iso(task.completed_at), updated_at: iso(task.updated_at) ?? undefined })),
    weeklyPlans,
    weeklyStudyHours: recipient.weeklyStudyHours,
    degree: plan
      ? degreeProgress(
          { total_credits: Number(plan.total_credits), current_gpa: plan.current_gpa === null ? null : Number(plan.current_gpa) },
          courses.map((course) => ({ status: course.status, credit: Number(course.credit) })),
        )
      : null,
  };
}
