-- Subjects (token `sub`s) whose account was deleted. An access token cannot be revoked at its provider, so
-- until the last one issued before the deletion has expired (forget_after) the API refuses tokens issued up
-- to refused_until here: every process reads this table, so a deletion served by one is refused by all at
-- once. With Auth0 the sign-in account outlives the deletion: a token issued after it (returned_at set on
-- its first use) starts afresh. A local account is gone, so no token of it is taken until forget_after.
CREATE TABLE deleted_subjects (
  sub text PRIMARY KEY,
  deleted_at timestamptz NOT NULL,
  refused_until timestamptz NOT NULL,
  forget_after timestamptz NOT NULL,
  returned_at timestamptz
);

-- A request that passed its token check before the deletion committed must not write the student back.
-- Every write of a user first upserts their sync_cursors row (server/sync/change-log.ts) and the deletion
-- locks that row first, so such a write either commits before the deletion reads (and is deleted with the
-- rest) or runs its cursor statement after the deletion committed and is refused by the check below; the
-- other tables' inserts are checked too (a profile created on first read, an idempotency key).
-- SQLSTATE DM401 is answered 401 (server/http/error-handler.ts).
CREATE FUNCTION refuse_deleted_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM written_rows w JOIN deleted_subjects d ON d.sub = w.owner_sub WHERE d.returned_at IS NULL) THEN
    RAISE EXCEPTION 'the account of this owner was deleted' USING ERRCODE = 'DM401';
  END IF;
  RETURN NULL;
END $$;

-- The API's per-user request budgets: keys are `<budget>:<sub>` (per-address ones never match a sub).
CREATE FUNCTION refuse_deleted_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM deleted_subjects d WHERE d.sub = substr(NEW.key, strpos(NEW.key, ':') + 1) AND d.returned_at IS NULL) THEN
    RAISE EXCEPTION 'the account of this owner was deleted' USING ERRCODE = 'DM401';
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  owned text;
BEGIN
  FOR owned IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.column_name = 'owner_sub' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_owner_alive AFTER INSERT ON %1$I REFERENCING NEW TABLE AS written_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_owner()', owned);
  END LOOP;
END $$;

-- The upsert that locks a user's cursor updates the row when it exists: checked as an insert is.
CREATE TRIGGER sync_cursors_owner_alive_on_update AFTER UPDATE ON sync_cursors REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_owner();

CREATE TRIGGER rate_limit_counters_owner_alive AFTER INSERT OR UPDATE ON rate_limit_counters
  FOR EACH ROW WHEN (NEW.scope = 'api') EXECUTE FUNCTION refuse_deleted_counter();
