-- API data: profiles, bookmarks and the idempotency store.
-- Every user row carries owner_sub, the `sub` of the access token that created it.

CREATE TABLE profiles (
  owner_sub text PRIMARY KEY,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  school_name text NOT NULL DEFAULT '',
  degree text NOT NULL DEFAULT '',
  expected_graduation date,
  phone_number text NOT NULL DEFAULT '',
  is_onboarded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The id may be chosen by the client (offline creates), so it is a plain UUID primary key across all owners.
CREATE TABLE bookmarks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_sub text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Serves the only list query: one owner's bookmarks, newest first.
CREATE INDEX bookmarks_owner_newest_idx ON bookmarks (owner_sub, created_at DESC, id DESC);

-- Answers already given to requests carrying an Idempotency-Key, replayed on a retry.
-- status and body are NULL only inside the transaction that claimed the key (see idempotency-service.ts).
CREATE TABLE idempotency_keys (
  owner_sub text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  fingerprint text NOT NULL,
  status smallint,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_sub, key)
);
