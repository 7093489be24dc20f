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
-- takes that row first, so such a write either commits before the deletion reads (and is deleted with the
-- rest) or gets the row after the deletion committed, and then sees the record below: its inserts into
-- the student's tables are refused. SQLSTATE DM401 is answered 401 (server/http/deleted-account.ts).
CREATE FUNCTION refuse_deleted_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM written_rows w JOIN deleted_subjects d ON d.sub = w.owner_sub WHERE d.returned_at IS NULL) THEN
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
       AND c.table_name <> 'sync_cursors'
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_owner_alive AFTER INSERT ON %1$I REFERENCING NEW TABLE AS written_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_owner()', owned);
  END LOOP;
END $$;

-- The cursor's upsert is sent without waiting for it (its failure would show as the next statement's
-- "transaction is aborted"), so a cursor row is checked when its transaction commits: a write that wrote
-- nothing else must not leave one behind. The deletion's own cursor row is gone by then.
CREATE FUNCTION refuse_deleted_cursor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sync_cursors c JOIN deleted_subjects d ON d.sub = c.owner_sub WHERE c.owner_sub = NEW.owner_sub AND d.returned_at IS NULL) THEN
    RAISE EXCEPTION 'the account of this owner was deleted' USING ERRCODE = 'DM401';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER sync_cursors_owner_alive AFTER INSERT ON sync_cursors DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_cursor();

-- The API's per-user request budgets: keys are `<budget>:<sub>` (per-address ones never match a sub).
CREATE FUNCTION refuse_deleted_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM deleted_subjects d WHERE d.sub = substr(NEW.key, strpos(NEW.key, ':') + 1) AND d.returned_at IS NULL) THEN
    RAISE EXCEPTION 'the account of this owner was deleted' USING ERRCODE = 'DM401';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rate_limit_counters_owner_alive AFTER INSERT OR UPDATE ON rate_limit_counters
  FOR EACH ROW WHEN (NEW.scope = 'api') EXECUTE FUNCTION refuse_deleted_counter();
