// The record of mail the server sent a student by itself (table notification_mails, migration 0013):
// a mail is claimed before it is sent, so only one run (in any process) sends it, and a failed delivery
// gives its claim back for the next run.
import type { Database } from '../db/database';
import type { Mailer, MailMessage } from '../mail/mailer';

export type NotificationKind = 'due-tasks' | 'weekly-report';

export interface NotificationMail {
  ownerSub: string;
  kind: NotificationKind;
  period: string;
  message: MailMessage;
  taskIds?: string[];
}

/** Sends the mail unless this student, kind and period already has one; true when it was sent now. */
export async function sendOnce(db: Database, mailer: Mailer, mail: NotificationMail): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO notification_mails (owner_sub, kind, period, recipient, subject, task_ids)
     VALUES ($1, $2, $3, $4, $5, $6::text::uuid[]) ON CONFLICT DO NOTHING RETURNING owner_sub`,
    [mail.ownerSub, mail.kind, mail.period, mail.message.to, mail.message.subject, `{${(mail.taskIds ?? []).join(',')}}`],
  );
  if (claimed.length === 0) return false;
  try {
    await mailer.send(mail.message);
  } catch (error) {
    await db.query('DELETE FROM notification_mails WHERE owner_sub = $1 AND kind = $2 AND period = $3', [mail.ownerSub, mail.kind, mail.period]);
    throw error;
  }
  await db.query('UPDATE notification_mails SET sent_at = now() WHERE owner_sub = $1 AND kind = $2 AND period = $3', [mail.ownerSub, mail.kind, mail.period]);
  return true;
}

/** The hour of the day (0–23) at `now` in a time zone. */
export function localHour(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(hour) % 24;
}

/** Mail goes out from this local hour on, not in the night. */
export const SEND_FROM_HOUR = 7;
