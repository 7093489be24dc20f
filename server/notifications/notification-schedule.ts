// Runs the reminder and report mailers in the server process: every 15 minutes, each sends what is due
// (once per student and period, recorded in notification_mails). Started by server/main.ts only when mail
// is configured; the timer is unref'd and stopped at shutdown.
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { sendDueTaskReminders } from './due-task-reminders';
import { sendWeeklyReports } from './weekly-report-mail';

export const CHECK_EVERY_MS = 15 * 60 * 1000;

interface Log {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

export function startNotificationMail(db: Database, mailer: Mailer, log: Log, everyMs = CHECK_EVERY_MS): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const now = new Date();
    void (async () => {
      for (const [what, send] of [
        ['due-task reminders', sendDueTaskReminders],
        ['weekly reports', sendWeeklyReports],
      ] as const) {
        try {
          const count = await send(db, mailer, now);
          if (count > 0) log.info(`Sent ${count} ${what}`);
        } catch (error) {
          log.error(`Sending ${what} failed:`, error);
        }
      }
    })().finally(() => (running = false));
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
