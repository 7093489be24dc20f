-- Every feed read first forgets the user's tombstones older than 180 days (server/sync/change-log.ts,
-- pruneTombstones). Without an index that reads all of the user's changes on every page of every pull;
-- with this one it finds the (usually no) old tombstones directly.
CREATE INDEX sync_changes_tombstones_idx ON sync_changes (owner_sub, changed_at) WHERE deleted;
