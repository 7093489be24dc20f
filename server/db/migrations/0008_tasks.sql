-- Study: tasks (a mirrored entity), the dashboard's announcements, and calendar sync both ways:
-- a private subscription feed out, and LMS calendar feeds imported as tasks.

-- A student's task. source 'import' rows came from a calendar import: imported_version is the version the
-- importer last wrote, so a higher version means the student changed it since (and the importer keeps off).
CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  title text NOT NULL,
  notes text NOT NULL DEFAULT '',
  course text NOT NULL DEFAULT '',
  due_at timestamptz,
  status text NOT NULL DEFAULT 'todo',
  completed_at timestamptz,
  source text NOT NULL DEFAULT 'manual',
  import_id uuid,
  source_event_id text,
  removed_upstream boolean NOT NULL DEFAULT false,
  imported_version integer,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_owner_newest_idx ON tasks (owner_sub, created_at DESC, id DESC);
CREATE INDEX tasks_import_idx ON tasks (import_id, source_event_id);

-- Short product notes for the dashboard, newest first.
CREATE TABLE announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  body text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO announcements (title, body, published_at) VALUES
  ('Welcome to DegreeMate', 'Generate your graduation plan, keep your deadlines on the task board, and watch your progress on the dashboard.', '2026-11-01T09:00:00Z'),
  ('Works offline', 'Add, move and finish tasks with no connection: DegreeMate saves them on your device and syncs when you are back online.', '2026-11-08T09:00:00Z'),
  ('Calendar sync', 'Import deadlines from your learning platform''s calendar feed, and subscribe to your tasks from Google, Apple or Outlook Calendar in Settings → Integrations.', '2026-11-15T09:00:00Z');

-- A student's private calendar subscription. The URL's secret is never stored: only a nonce it is derived
-- from (with the server's feed key) and its SHA-256, which is how a request finds the row.
CREATE TABLE calendar_feeds (
  owner_sub text PRIMARY KEY,
  nonce text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A calendar feed (an LMS's iCal URL) whose events become tasks, re-synced every 6 hours and on demand.
CREATE TABLE calendar_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  url text NOT NULL,
  last_synced_at timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_sub, url)
);
CREATE INDEX calendar_imports_attempt_idx ON calendar_imports (last_attempt_at);

-- Events whose task the student deleted: a re-sync does not bring them back.
CREATE TABLE calendar_import_dismissals (
  import_id uuid NOT NULL REFERENCES calendar_imports (id) ON DELETE CASCADE,
  source_event_id text NOT NULL,
  PRIMARY KEY (import_id, source_event_id)
);
