-- Weekly study plans: a mirrored collection like bookmarks. The id may come from the client (a
-- plan written on the device offline). week_of is the Monday of the plan's week; source says who wrote
-- the markdown: 'embedded' (the generator in src/lib/study) or the language model's name.
CREATE TABLE weekly_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  course text NOT NULL DEFAULT '',
  markdown_plan text NOT NULL DEFAULT '',
  archived boolean NOT NULL DEFAULT false,
  week_of date NOT NULL,
  source text NOT NULL DEFAULT 'embedded',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Serves the list: one owner's plans, newest first (optionally only the archived or the current ones).
CREATE INDEX weekly_plans_owner_newest_idx ON weekly_plans (owner_sub, created_at DESC, id DESC);
