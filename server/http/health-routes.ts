// GET /api/health: liveness for load balancers and the e2e harness. Open, and cheap: no database call.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['meta'],
        summary: 'The server is up.',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
