-- The student's class timetable: each weekly meeting of a class is a mirrored record like a task. The
-- course is text (a plan course's code or a class typed in), not a reference: a meeting outlives a plan
-- being regenerated. Counted for its cap like the other collections (0021_record_counts.sql).
CREATE TABLE class_meetings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  course text NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  -- 'HH:MM', kept as the API sends them: a time type would answer '10:00:00'.
  start_time text NOT NULL,
  end_time text NOT NULL,
  location text NOT NULL DEFAULT '',
  rotation text NOT NULL DEFAULT 'weekly',
  week_a_starts date,
  term_start date,
  term_end date,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Serves the list and the generator's read: one owner's meetings.
CREATE INDEX class_meetings_owner_idx ON class_meetings (owner_sub, created_at, id);

CREATE TRIGGER class_meetings_counted_in AFTER INSERT ON class_meetings REFERENCING NEW TABLE AS inserted_records
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_records('class_meetings');
CREATE TRIGGER class_meetings_counted_out AFTER DELETE ON class_meetings REFERENCING OLD TABLE AS deleted_records
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_records('class_meetings');
CREATE TRIGGER class_meetings_counts_forgotten AFTER TRUNCATE ON class_meetings
  FOR EACH STATEMENT EXECUTE FUNCTION forget_record_counts('class_meetings');

-- A deleted account's rows are never written again (0022_deleted_subjects.sql guards every owned table).
CREATE TRIGGER class_meetings_owner_alive AFTER INSERT ON class_meetings REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_owner();
