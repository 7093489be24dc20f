-- Credit from elsewhere that is no catalogue course ("6 transfer credits") names the requirement it counts
-- toward by its category, since no course code can tie it to one. Every course stored before is a catalogue
-- course or credit with a code of its own: empty, counted by its code as before.
ALTER TABLE plan_courses ADD COLUMN counts_toward text NOT NULL DEFAULT '';
