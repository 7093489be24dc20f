-- Career search: answers of the job sources per normalised query, shared by every API process
-- and reused until expires_at (10 minutes for a complete answer).
CREATE TABLE job_search_cache (
  query_key text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX job_search_cache_expires_at ON job_search_cache (expires_at);
