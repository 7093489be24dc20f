-- The student's daily study window: the weekly plan generator places nothing before the earliest or
-- after the latest time. 'HH:MM' text, as the API sends it.
ALTER TABLE settings ADD COLUMN earliest_study_time text NOT NULL DEFAULT '08:00';
ALTER TABLE settings ADD COLUMN latest_study_time text NOT NULL DEFAULT '22:00';
