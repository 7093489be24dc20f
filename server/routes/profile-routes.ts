// GET/PATCH /api/account/profile/: the signed-in user's own profile.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { readProfile, updateProfile } from '../services/profile-service';
import { CHANGE_ERRORS, IdempotencyHeadersSchema, PROTECTED_ERRORS } from './common-schemas';
import { ok, sendMutation } from './mutation';
import { ProfileChangesSchema, ProfileSchema } from './profile-schemas';

export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/account/profile/',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile (created empty, not onboarded, on first read).',
        response: { 200: ProfileSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request) => readProfile(db.orm, currentUser(request).sub),
  );

  app.patch(
    '/account/profile/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change some fields of the profile.',
        headers: IdempotencyHeadersSchema,
        body: ProfileChangesSchema,
        response: { 200: ProfileSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) =>
      sendMutation(db, request, reply, async (tx) => ok(await updateProfile(tx, currentUser(request).sub, request.body))),
  );
};
