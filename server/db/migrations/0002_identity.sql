-- Local identity provider (server/identity): accounts, oidc-provider storage, and its long-lived secrets.
-- Only used when the server runs its own OpenID provider; Auth0 mode leaves these tables empty.

CREATE TABLE identity_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- "scrypt$N$r$p$salt$hash" (base64url parts): the parameters travel with the hash so they can be raised later.
  password_hash text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Emails are unique whatever their case; the address is kept as the user typed it.
CREATE UNIQUE INDEX identity_accounts_email_key ON identity_accounts (lower(email));

-- One generic table for every oidc-provider model (Session, Grant, Interaction, AuthorizationCode,
-- RefreshToken, …), keyed by model + id, so sessions, grants and refresh tokens survive restarts.
CREATE TABLE identity_oidc_store (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);

CREATE INDEX identity_oidc_store_grant_idx ON identity_oidc_store (model, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX identity_oidc_store_uid_idx ON identity_oidc_store (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX identity_oidc_store_user_code_idx ON identity_oidc_store (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX identity_oidc_store_expires_idx ON identity_oidc_store (expires_at) WHERE expires_at IS NOT NULL;

-- Secrets created on first start and kept: the token signing keys (private JWKs) and the cookie signing keys.
-- Kept in the database rather than on disk so several server processes on one PostgreSQL agree on them.
CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
