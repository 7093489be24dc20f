// GET /account/sessions/: the account's signed-in devices, this one marked; DELETE one to sign it out,
// or POST sign-out-others to keep only this one. Signing out ends the provider session and its refresh
// tokens (server/identity/session-devices.ts): the device's next renewal fails and asks for a sign-in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { describeUserAgent } from '../../src/lib/user-agent';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { endOtherSessions, endSession, listSessionDevices } from './session-devices';
import { NotFoundSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import type { LocalAccountOf } from './security-routes';
import { ManagedElsewhereSchema, SessionParamsSchema, SessionSchema, SignedOutSchema } from './security-schemas';

export const sessionRoutes: FastifyPluginAsyncTypebox<{ db: Database; localAccountOf: LocalAccountOf }> = async (app, { db, localAccountOf }) => {
  const tags = ['security'];
  const errors = { ...PROTECTED_ERRORS, 404: NotFoundSchema, 409: ManagedElsewhereSchema };

  app.get(
    '/account/sessions/',
    { schema: { tags, summary: 'The devices signed in to this account, most recently used first.', response: { 200: Type.Array(SessionSchema), ...errors } } },
    async (request) => {
      const accountId = await localAccountOf(request);
      const { sid } = currentUser(request);
      const devices = await listSessionDevices(db, accountId);
      return devices.map((device) => ({
        id: device.id,
        ...describeUserAgent(device.userAgent),
        user_agent: device.userAgent,
        first_seen_at: device.firstSeenAt.toISOString(),
        last_seen_at: device.lastSeenAt.toISOString(),
        current: device.id === sid,
      }));
    },
  );

  app.delete(
    '/account/sessions/:id/',
    {
      schema: {
        tags,
        summary: 'Sign one device out: its refresh token stops working.',
        params: SessionParamsSchema,
        response: { 204: Type.Null({ description: 'Signed out.' }), ...errors },
      },
    },
    async (request, reply) => {
      const accountId = await localAccountOf(request);
      if (!(await endSession(db, accountId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/sign-out-others/',
    { schema: { tags, summary: 'Sign out every device but this one.', response: { 200: SignedOutSchema, ...errors } } },
    async (request) => {
      const accountId = await localAccountOf(request);
      const { sid } = currentUser(request);
      // A token from before sessions were named in tokens: "others" cannot be told from this device.
      if (!sid) throw new ApiError(409, 'This device’s session is not known yet. Reload the page and try again.');
      return { signed_out: await endOtherSessions(db, accountId, sid) };
    },
  );
};
