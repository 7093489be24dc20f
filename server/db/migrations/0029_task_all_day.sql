-- A task due on a day rather than at a time (an exam a syllabus dates without an hour, an all-day calendar
-- event): its due_at is the start of that day in the student's zone, and it is overdue only once the day
-- has passed.
ALTER TABLE tasks ADD COLUMN all_day boolean NOT NULL DEFAULT false;
