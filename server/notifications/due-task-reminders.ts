// The daily "due tasks" email: once per local day, from 07:00 in the student's time zone, each
// student with Email reminders on gets one mail listing their open tasks due in the next 24 hours. No mail
// configured, the switch off or nothing due: nothing is sent and nothing written.
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { localDay } from '../../src/lib/progress/local-days';
import { recipientsWith, type Recipient } from './mail-recipients';
import { localHour, sendOnce, SEND_FROM_HOUR } from './notification-mails';

const DAY_MS = 24 * 60 * 60 * 1000;

type DueTask = {
  id: string;
  title: string;
  course: string;
  due_at: Date | string;
};

/** Returns how many reminders were sent by this run. */
export async function sendDueTaskReminders(db: Database, mailer: Mailer | undefined, now: Date): Promise<number> {
  if (!mailer) return 0;
  let sent = 0;
  for (const recipient of await recipientsWith(db, 'email_reminders')) {
    if (localHour(now, recipient.timeZone) < SEND_FROM_HOUR) continue;
    const tasks = await db.query<DueTask>(
      `SELECT id, title, course, due_at FROM tasks
       WHERE owner_sub = $1 AND status <> 'complete' AND due_at > $2 AND due_at <= $3
       ORDER BY due_at, title`,
      [recipient.ownerSub, now.toISOString(), new Date(now.getTime() + DAY_MS).toISOString()],
    );
    if (tasks.length === 0) continue;
    const message = { to: recipient.email, ...reminderText(recipient, tasks) };
    const period = localDay(now, recipient.timeZone);
    if (await sendOnce(db, mailer, { ownerSub: recipient.ownerSub, kind: 'due-tasks', period, message, taskIds: tasks.map((t) => t.id) })) sent++;
  }
  return sent;
}

function reminderText(recipient: Recipient, tasks: DueTask[]): { subject: string; text: string } {
  const when = new Intl.DateTimeFormat('en-US', { timeZone: recipient.timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const count = tasks.length === 1 ? '1 task' : `${tasks.length} tasks`;
  const lines = tasks.map((task) => `- ${task.title}${task.course ? ` (${task.course})` : ''}, due ${when.format(new Date(task.due_at))}`);
  return {
    subject: `DegreeMate: ${count} due in the next 24 hours`,
    text: [
      `Hello ${recipient.givenName || 'there'},`,
      '',
      `You have ${count} due in the next 24 hours:`,
      '',
      ...lines,
      '',
      'Open DegreeMate to see your task board.',
      'You get this email because Email reminders for due tasks is on in Settings > Notifications.',
    ].join('\n'),
  };
}
