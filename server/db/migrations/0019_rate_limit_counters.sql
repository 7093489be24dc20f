-- Rate-limit counters shared by every process on one database: sign-in attempts,
-- two-step codes, reset mails and the API's request budgets hold however many processes serve the app.
-- One row per scope and key: a window opens at its first hit and counts until it expires; old rows are swept.
CREATE TABLE rate_limit_counters (
  scope text NOT NULL,
  key text NOT NULL,
  expires_at timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX rate_limit_counters_expiry_idx ON rate_limit_counters (expires_at);
