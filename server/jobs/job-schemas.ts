// The career search's query string and answer (src/lib/jobs/job-result.ts), for validation and OpenAPI.
import { Type } from 'typebox';
import { JOB_QUERY_MAX } from '../../src/lib/jobs/job-result';

export const JobSearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: JOB_QUERY_MAX, description: 'Keywords, e.g. "front-end intern" or "data analyst".' }),
});

const JobSchema = Type.Object({
  title: Type.String(),
  company: Type.String(),
  location: Type.String(),
  url: Type.String({ description: 'Always an absolute http:// or https:// address.' }),
  source: Type.String({ description: 'Where the job was found.' }),
  posted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  remote: Type.Boolean(),
  sample: Type.Boolean({ description: 'true: a made-up posting from the bundled sample feed (no JOBS_FEED_FILE set), not a real opening.' }),
});

export const JobSearchAnswerSchema = Type.Object({
  jobs: Type.Array(JobSchema, {
    description:
      "Best match first (the query in the title, then BM25 relevance, then the newest); jobs matching only the query's common words left out; duplicates (same title and company) once.",
  }),
  sources: Type.Array(Type.Object({ name: Type.String(), ok: Type.Boolean({ description: 'false: it failed or did not answer in time.' }) })),
});
