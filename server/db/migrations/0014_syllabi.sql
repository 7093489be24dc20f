-- Syllabus import: a syllabus the student confirmed (course, term, topics by week, grading; never
-- the file) is a mirrored collection like tasks, and the tasks made from it name it. Deleting a syllabus
-- deletes its tasks (the service deletes them first so that each gets its tombstone; the cascade is the
-- guarantee). Numbered 0014 though written after 0019: the runner applies every file not yet applied, and
-- this one needs only tasks (0008).
CREATE TABLE syllabi (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  course text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  term text NOT NULL DEFAULT '',
  term_start date,
  term_end date,
  -- [{week, starts_on, topic}] and [{component, percent}], as the API sends them.
  topics jsonb NOT NULL DEFAULT '[]'::jsonb,
  grading jsonb NOT NULL DEFAULT '[]'::jsonb,
  file_name text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Serves the list: one owner's syllabi, newest first.
CREATE INDEX syllabi_owner_newest_idx ON syllabi (owner_sub, created_at DESC, id DESC);

ALTER TABLE tasks ADD COLUMN syllabus_id uuid REFERENCES syllabi (id) ON DELETE CASCADE;
-- A syllabus's tasks, found when it is deleted.
CREATE INDEX tasks_syllabus_idx ON tasks (syllabus_id);
