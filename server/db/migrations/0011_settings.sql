-- The student's preferences: one row per user, created with the defaults on first read,
-- versioned and in the change feed like the profile (entity `settings`, keyed by the row's uuid).
CREATE TABLE settings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark')),
  large_text boolean NOT NULL DEFAULT false,
  email_reminders boolean NOT NULL DEFAULT false,
  push_announcements boolean NOT NULL DEFAULT false,
  weekly_report boolean NOT NULL DEFAULT false,
  weekly_study_hours integer NOT NULL DEFAULT 14 CHECK (weekly_study_hours BETWEEN 1 AND 80),
  time_zone text NOT NULL DEFAULT 'UTC',
  personal_notes text NOT NULL DEFAULT '' CHECK (char_length(personal_notes) <= 2000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT settings_owner_sub_key UNIQUE (owner_sub)
);
