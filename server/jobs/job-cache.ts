// Answers kept per normalised query in the database (every API process must see the same cache),
// so repeated searches cost the outside APIs nothing. A complete answer is kept 10 minutes; one where a
// source failed only a minute, so a source that recovers shows up soon. Expired rows go on each write.
import type { JobSearchAnswer } from '../../src/lib/jobs/job-result';
import type { Database } from '../db/database';

const PARTIAL_ANSWER_TTL_MS = 60_000;

export async function cachedAnswer(db: Database, key: string): Promise<JobSearchAnswer | undefined> {
  const rows = await db.query<{ answer: string }>('SELECT answer FROM job_search_cache WHERE query_key = $1 AND expires_at > now()', [key]);
  const answer = rows[0]?.answer;
  if (answer === undefined) return undefined;
  try {
    const parsed = JSON.parse(answer) as JobSearchAnswer;
    // An answer kept before jobs said whether they are samples would fail the response schema: ask again.
    return parsed.jobs.every((job) => typeof job.sample === 'boolean') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function storeAnswer(db: Database, key: string, answer: JobSearchAnswer, ttlMs: number): Promise<void> {
  const complete = answer.sources.every((source) => source.ok);
  const keepMs = complete ? ttlMs : Math.min(ttlMs, PARTIAL_ANSWER_TTL_MS);
  if (keepMs <= 0) return;
  await db.query('DELETE FROM job_search_cache WHERE expires_at <= now()');
  await db.query(
    `INSERT INTO job_search_cache (query_key, answer, expires_at) VALUES ($1, $2, now() + $3::integer * interval '1 millisecond')
     ON CONFLICT (query_key) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at`,
    [key, JSON.stringify(answer), Math.round(keepMs)],
  );
}
