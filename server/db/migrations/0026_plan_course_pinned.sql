-- A plan course placed or moved by hand is pinned: Generate, Update and Modify plan leave it in its term
-- (src/lib/planning/replan.ts). Every course already stored was placed by the generator or by hand before
-- pins existed: none is pinned, so the next re-plan may move any of them, as it always could.
ALTER TABLE plan_courses ADD COLUMN pinned boolean NOT NULL DEFAULT false;
