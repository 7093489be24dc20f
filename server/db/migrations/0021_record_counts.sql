-- How many records of a kind each user keeps, for the caps (server/sync/record-caps.ts). A create counted
-- the user's rows itself, which reads every one of them: on PostgreSQL most of a bookmark create's time in
-- the database (bench/api, pg_stat_statements: 263 µs a create against 41 µs for the insert alone).
-- Kept by triggers, so that every insert and delete counts whoever makes it (a batch, an account deletion,
-- a test's seeding); per statement, so that one inserting or deleting thousands of rows updates each
-- user's count once. The caps stay exact: a user's writes are serialised by the change log's lock.
CREATE TABLE record_counts (
  owner_sub text NOT NULL,
  kind text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (owner_sub, kind)
);

-- TG_ARGV[0]: the kind counted (the table's name).
CREATE FUNCTION count_inserted_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts AS counted (owner_sub, kind, n)
  SELECT owner_sub, TG_ARGV[0], count(*) FROM inserted_records GROUP BY owner_sub
  ON CONFLICT (owner_sub, kind) DO UPDATE SET n = counted.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION count_deleted_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_counts AS counted SET n = counted.n - gone.n
  FROM (SELECT owner_sub, count(*) AS n FROM deleted_records GROUP BY owner_sub) AS gone
  WHERE counted.owner_sub = gone.owner_sub AND counted.kind = TG_ARGV[0];
  RETURN NULL;
END $$;

CREATE FUNCTION forget_record_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_counts WHERE kind = TG_ARGV[0];
  RETURN NULL;
END $$;

-- Every table with a per-user cap; the kind is the table's name.
DO $$
DECLARE
  counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['bookmarks', 'plans', 'plan_courses', 'tasks', 'syllabi', 'weekly_plans'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_counted_in AFTER INSERT ON %1$I REFERENCING NEW TABLE AS inserted_records
                    FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_records(%1$L)', counted);
    EXECUTE format('CREATE TRIGGER %1$s_counted_out AFTER DELETE ON %1$I REFERENCING OLD TABLE AS deleted_records
                    FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_records(%1$L)', counted);
    EXECUTE format('CREATE TRIGGER %1$s_counts_forgotten AFTER TRUNCATE ON %1$I
                    FOR EACH STATEMENT EXECUTE FUNCTION forget_record_counts(%1$L)', counted);
    EXECUTE format('INSERT INTO record_counts (owner_sub, kind, n) SELECT owner_sub, %1$L, count(*) FROM %1$I GROUP BY owner_sub', counted);
  END LOOP;
END $$;
