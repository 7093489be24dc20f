-- Mail the server sends a student by itself: the daily due-task reminder and the Monday progress
-- report. A row is claimed (inserted) before its mail goes out, keyed by student, kind and period, so a
-- restart, a second API process or a second run in the same period finds it and sends nothing twice.
-- A failed delivery removes its claim again, so the next run retries.
CREATE TABLE notification_mails (
  owner_sub text NOT NULL,
  -- 'due-tasks' or 'weekly-report'
  kind text NOT NULL,
  -- The student's local day (YYYY-MM-DD) for reminders; the Monday of the reported week for reports.
  period text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  -- What the mail listed: the reminded tasks' ids (empty for a report).
  task_ids uuid[] NOT NULL DEFAULT '{}',
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (owner_sub, kind, period)
);
