-- A university's grading scale as its catalogue file gives it ({"grades": [{grade, points, credit, attempted}]}),
-- so grades are checked and GPAs computed on its own scale; null: the common 4.0 scale.
ALTER TABLE universities ADD COLUMN grading_scale jsonb;
