-- Graduation plans: catalogue credits come in halves, and a plan keeps how many terms it needs
-- and the generator's lower bound, so that every device shows the same figures without re-running it.
ALTER TABLE plan_courses ALTER COLUMN credit TYPE double precision;
ALTER TABLE plans ALTER COLUMN total_credits TYPE double precision;
ALTER TABLE plans ADD COLUMN terms_needed integer NOT NULL DEFAULT 0;
ALTER TABLE plans ADD COLUMN lower_bound_terms integer NOT NULL DEFAULT 0;
