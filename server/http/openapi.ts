// The OpenAPI document, generated from the routes' TypeBox schemas (served at /api/docs/json).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DegreeMate API',
        version: '1.0.0',
        description:
          'Every route needs an access token (Bearer) except where noted. Errors answer `{detail, errors?}`. ' +
          'Changes accept an `Idempotency-Key` header; a retry with the same key gets the first answer back.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
  });
}
