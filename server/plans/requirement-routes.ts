// GET /api/requirements/[?plan=]: read-only rows computed per request (requirement-service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { Format } from '../http/formats';
import { ListSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { listRequirements } from './requirement-service';

const RequirementSchema = Type.Object({
  id: Type.String({ description: 'The plan id and the requirement’s position in the program.' }),
  plan: Type.String({ format: Format.uuid }),
  category: Type.String(),
  credits_required: Type.Number(),
  credits_completed: Type.Number({ description: 'Credits of taken courses counted towards it.' }),
  credits_remaining: Type.Number({ description: 'Required minus completed: 0 or less is satisfied.' }),
});

const QuerySchema = Type.Object({
  plan: Type.Optional(Type.String({ format: Format.uuid, description: 'One of your plans; your first plan when left out.' })),
});

export const requirementRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/requirements/',
    {
      schema: {
        tags: ['plans'],
        summary: 'The program’s requirements for a plan, in program order: credits required, completed (taken), remaining.',
        querystring: QuerySchema,
        response: { 200: ListSchema(RequirementSchema), ...PROTECTED_ERRORS },
      },
    },
    async (request) => {
      const results = await listRequirements(db.orm, currentUser(request).sub, request.query.plan);
      return { count: results.length, next: null, previous: null, results };
    },
  );
};
