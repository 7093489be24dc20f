-- The course catalogue: universities, their programs and their courses, filled by importing
-- degreemate-catalog/1 files (docs/catalog-format.md). Shared by every user: no owner_sub. Re-imports update rows in
-- place (by name, by code), so ids stay stable for the plans that point at them.

CREATE TABLE universities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  -- Seasons taught, in Winter, Spring, Summer, Fall order.
  terms text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- requirements: the file's list as jsonb, which keeps its order (a course counts towards the first
-- requirement that can use it).
CREATE TABLE programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  university_id uuid NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
  name text NOT NULL,
  degree text NOT NULL DEFAULT 'BS',
  total_credits numeric(6, 1) NOT NULL CHECK (total_credits >= 0),
  min_gpa numeric(4, 2) CHECK (min_gpa >= 0),
  requirements jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (university_id, name)
);

-- code is canonical (upper case, single spaces); the unique index also serves the list sorted by code.
CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  university_id uuid NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
  code text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  credits numeric(5, 1) NOT NULL CHECK (credits >= 0),
  offered text[] NOT NULL DEFAULT '{}',
  category text NOT NULL DEFAULT '',
  prerequisites text NOT NULL DEFAULT '',
  corequisites text NOT NULL DEFAULT '',
  min_grade text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX courses_university_code_idx ON courses (university_id, code COLLATE "C");
