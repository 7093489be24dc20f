-- Account security for the local identity provider: the devices behind its sessions, and
-- two-step sign-in with time-based codes (RFC 6238) plus single-use recovery codes.
-- Auth0 mode leaves these tables empty, like the other identity_* tables.

-- What a provider session looks like from the outside, keyed by the oidc-provider Session's uid (never its
-- id, which is the cookie value): the browser that first used it and when it was last renewed.
CREATE TABLE identity_session_devices (
  session_uid text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_session_devices_account_idx ON identity_session_devices (account_id);

-- One row per account that started setting up codes; enabled_at is set once a first code confirmed it.
CREATE TABLE identity_mfa (
  account_id uuid PRIMARY KEY REFERENCES identity_accounts (id) ON DELETE CASCADE,
  -- The shared TOTP secret (base32): it must be readable to check codes.
  secret text NOT NULL,
  enabled_at timestamptz,
  -- The 30-second step of the last accepted code, so one code cannot be used twice.
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, SHA-256 hashed (they are long random strings, so a fast hash is enough); a used one is deleted.
CREATE TABLE identity_recovery_codes (
  account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  PRIMARY KEY (account_id, code_hash)
);
