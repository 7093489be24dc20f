// GET /api/search-jobs/?q=: career search, open without a token like the original, and so
// limited per client address on top of the API's general budgets: every search that misses the cache
// costs a request to each outside source.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseJobQuery } from '../../src/lib/jobs/job-result';
import type { Database } from '../db/database';
import { limitPerAddress } from '../http/address-rate-limit';
import { validationError } from '../http/api-error';
import { errorSchema } from '../http/common-schemas';
import { cachedAnswer, storeAnswer } from './job-cache';
import { JobSearchAnswerSchema, JobSearchQuerySchema } from './job-schemas';
import { searchJobSources } from './job-search';
import { buildJobSources } from './job-sources';
import type { JobsConfig } from './jobs-config';

export const jobRoutes: FastifyPluginAsyncTypebox<{ db: Database; jobs: JobsConfig }> = async (app, { db, jobs }) => {
  const sources = buildJobSources(jobs);
  const timeoutMs = jobs.timeoutMs ?? 5_000;
  const ttlMs = jobs.cacheTtlMs ?? 10 * 60_000;
  const perAddress = limitPerAddress(app, jobs.searchesPerMinute ?? 30, 'jobs');

  app.get(
    '/search-jobs/',
    {
      config: { public: true },
      onRequest: perAddress,
      schema: {
        tags: ['career'],
        summary: 'Jobs matching the keywords, from the local feed and the configured job sites.',
        security: [],
        querystring: JobSearchQuerySchema,
        response: {
          200: JobSearchAnswerSchema,
          400: errorSchema('Validation failed: `errors.q` says why.'),
          429: errorSchema('Too many searches from this address: wait for Retry-After seconds.'),
        },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (!query) throw validationError({ q: ['This field may not be blank.'] });
      const key = normaliseJobQuery(query);
      const cached = await cachedAnswer(db, key);
      if (cached) return cached;
      const answer = await searchJobSources(sources, key, timeoutMs, request.log);
      await storeAnswer(db, key, answer, ttlMs);
      return answer;
    },
  );
};
