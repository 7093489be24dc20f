-- Sync: a version on every mirrored record, plans and plan courses, and the change feed.

-- 1 on create, +1 on every applied change: what If-Match compares against.
ALTER TABLE bookmarks ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE profiles ADD COLUMN version integer NOT NULL DEFAULT 1;

-- A graduation plan. The catalogue does not exist yet, so university and program are free strings.
CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  university text,
  university_name text NOT NULL DEFAULT '',
  program text,
  program_name text NOT NULL DEFAULT '',
  start_term text NOT NULL,
  start_year integer NOT NULL,
  credit_load integer NOT NULL DEFAULT 0,
  total_credits integer NOT NULL DEFAULT 0,
  current_gpa double precision,
  estimated_graduation text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plans_owner_oldest_idx ON plans (owner_sub, created_at, id);

-- The service deletes a plan's courses itself (each needs a tombstone); the cascade only guards integrity.
CREATE TABLE plan_courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  course text,
  course_code text NOT NULL,
  course_title text NOT NULL DEFAULT '',
  term text NOT NULL,
  status text NOT NULL DEFAULT 'planned',
  prerequisites text NOT NULL DEFAULT '',
  credit integer NOT NULL DEFAULT 3,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_courses_owner_oldest_idx ON plan_courses (owner_sub, created_at, id);
CREATE INDEX plan_courses_plan_idx ON plan_courses (plan_id);

-- One row per user. Every write of that user first locks it, and numbers its changes from `seq` when it
-- records them, so a user's positions follow commit order (a plain sequence would not: a transaction that
-- took a number early could commit after a later one had already been read past).
-- `pruned_through`: the highest position of a tombstone already forgotten; a feed read from before it gets 410.
CREATE TABLE sync_cursors (
  owner_sub text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT 0,
  pruned_through bigint NOT NULL DEFAULT 0
);

-- The latest change of each record (so the feed gives each record once, at its latest state).
CREATE TABLE sync_changes (
  owner_sub text NOT NULL,
  entity text NOT NULL,
  record_id uuid NOT NULL,
  seq bigint NOT NULL,
  version integer NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_sub, entity, record_id)
);
CREATE INDEX sync_changes_owner_seq_idx ON sync_changes (owner_sub, seq);

-- Records that exist already enter the feed, oldest change first.
INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version, changed_at)
SELECT owner_sub, entity, id, row_number() OVER (PARTITION BY owner_sub ORDER BY updated_at, entity, id), 1, updated_at
FROM (
  SELECT owner_sub, 'bookmarks' AS entity, id, updated_at FROM bookmarks
  UNION ALL
  SELECT owner_sub, 'profile' AS entity, id, updated_at FROM profiles
) AS existing;

INSERT INTO sync_cursors (owner_sub, seq)
SELECT owner_sub, max(seq) FROM sync_changes GROUP BY owner_sub;
