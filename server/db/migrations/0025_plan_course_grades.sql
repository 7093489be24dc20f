-- Grades and credit from elsewhere on plan courses: a taken course's grade on its university's scale (null while
-- in progress or unrecorded), and for credit earned elsewhere where it came from and what it was.
ALTER TABLE plan_courses ADD COLUMN grade text;
ALTER TABLE plan_courses ADD COLUMN credit_source text;
ALTER TABLE plan_courses ADD COLUMN credit_note text NOT NULL DEFAULT '';
