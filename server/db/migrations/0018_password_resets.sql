-- "Forgot password?" for the local identity provider: single-use reset links, valid 30 minutes.
-- Only a SHA-256 hash of each link's token is kept (the token is long and random, so a fast hash is enough):
-- a copy of the database cannot reset anyone's password.
CREATE TABLE identity_password_resets (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_password_resets_account_idx ON identity_password_resets (account_id);
