-- Credit from elsewhere (a plan course with a credit_source) was first stored in the plan's start term, since a
-- term was required then. It belongs to no term (docs/degree-audit.md): in a term it showed as a past term of
-- its own on the Semester tab and took that term's load. Each such record moves to no term and unpinned, as a
-- change of its owner's: version raised and a new position in their change feed, so every device pulls it.
WITH moved AS (
  UPDATE plan_courses SET term = '', pinned = false, version = version + 1, updated_at = now()
  WHERE credit_source IS NOT NULL AND (term <> '' OR pinned)
  RETURNING id, owner_sub, version
), numbered AS (
  SELECT id, owner_sub, version, row_number() OVER (PARTITION BY owner_sub ORDER BY id) AS n,
         count(*) OVER (PARTITION BY owner_sub) AS moved_count
  FROM moved
), owners AS (
  SELECT DISTINCT owner_sub, moved_count FROM numbered
), positions AS (
  INSERT INTO sync_cursors AS cursor (owner_sub, seq)
  SELECT owner_sub, moved_count FROM owners
  ON CONFLICT (owner_sub) DO UPDATE SET seq = cursor.seq + excluded.seq
  RETURNING owner_sub, seq
)
INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version, deleted)
SELECT numbered.owner_sub, 'plan_courses', numbered.id, positions.seq - numbered.moved_count + numbered.n, numbered.version, false
FROM numbered JOIN positions USING (owner_sub)
ON CONFLICT (owner_sub, entity, record_id) DO UPDATE
  SET seq = excluded.seq, version = excluded.version, deleted = false, changed_at = now();
