// POST /account/password/: change the local account's password. The current one is required (wrong ones
// count, ten per 15 minutes), the new one follows the sign-up rules, and every other device is signed out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError, validationError } from '../http/api-error';
import { changePassword } from './password-change';
import { createRateLimiter } from './rate-limiter';
import { NotFoundSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import type { LocalAccountOf } from './security-routes';
import { ManagedElsewhereSchema, PasswordChangeSchema, SignedOutSchema } from './security-schemas';

export const passwordRoutes: FastifyPluginAsyncTypebox<{ db: Database; localAccountOf: LocalAccountOf }> = async (app, { db, localAccountOf }) => {
  const wrongPasswords = createRateLimiter(db, 'security:password', { limit: 10, windowMs: 15 * 60_000 });

  app.post(
    '/account/password/',
    {
      schema: {
        tags: ['security'],
        summary: 'Change the password; the other devices are signed out.',
        body: PasswordChangeSchema,
        response: { 200: SignedOutSchema, ...PROTECTED_ERRORS, 404: NotFoundSchema, 409: ManagedElsewhereSchema },
      },
    },
    async (request) => {
      const accountId = await localAccountOf(request);
      if (!(await wrongPasswords.attempt(accountId)))
        throw new ApiError(429, 'Too many wrong passwords. Wait 15 minutes, then try again.', undefined, { 'retry-after': '900' });
      const { current_password: current, new_password: next } = request.body;
      const result = await changePassword(db, accountId, current, next, currentUser(request).sid);
      if (!result.ok) {
        if (result.field !== 'current_password') await wrongPasswords.refund(accountId);
        if (result.field === 'account') throw new ApiError(404, result.message);
        throw validationError({ [result.field]: [result.message] });
      }
      await wrongPasswords.refund(accountId);
      return { signed_out: result.signedOut };
    },
  );
};
