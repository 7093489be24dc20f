-- The student's own semester goals on their profile (src/lib/semester-goals.ts): a GPA target, weekly study
-- hours, and up to ten goals in their own words. Null and empty mean "not set": no profile gets sample goals.
ALTER TABLE profiles ADD COLUMN gpa_target double precision;
ALTER TABLE profiles ADD COLUMN study_hours_target integer;
ALTER TABLE profiles ADD COLUMN goals jsonb NOT NULL DEFAULT '[]'::jsonb;
