// POST /api/sync/: several changes in one request (see batch-service.ts). It counts as one request for the
// rate limit, and may carry up to 100 full records, hence its own body limit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../auth/authenticate';
import type { SyncContext } from './entity';
import { PROTECTED_ERRORS } from '../http/common-schemas';
import { batchResultSchema, BatchSchema } from './batch-schemas';
import { applyBatch } from './batch-service';

const BATCH_BODY_LIMIT_BYTES = 1024 * 1024;

export const batchRoutes: FastifyPluginAsyncTypebox<SyncContext> = async (app, { db, entities }) => {
  app.post(
    '/sync/',
    {
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      config: { textRulesPerPart: true },
      schema: {
        tags: ['sync'],
        summary: 'Apply changes in order, each in its own transaction, each answered as its single request would be.',
        body: BatchSchema,
        response: { 200: batchResultSchema(entities), ...PROTECTED_ERRORS },
      },
    },
    async (request) => {
      const results = await applyBatch({ db, entities, ownerSub: currentUser(request).sub, log: request.log }, request.body.operations);
      return { results };
    },
  );
};
