// The student's own data: GET /account/export/ answers everything the server holds for them
// as one JSON file; DELETE /account/ with the account's email typed in removes all of it, and the local
// sign-in account. With Auth0 the API data goes and the answer says the Auth0 account is managed there.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError, validationError } from '../http/api-error';
import { errorSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { deleteAccount } from './account-deletion';
import { accountEmailLookup } from './account-email';
import { exportAccount, exportFileName } from './account-export';
import { DeleteAccountSchema, DeletedSchema, ExportSchema } from './account-schemas';

export interface AccountRoutesOptions {
  db: Database;
  identityMode: 'local' | 'auth0';
  /** Auth0's /userinfo, where the email of an Auth0 account is read. */
  userinfoUrl?: string;
}

const WRONG_EMAIL = 'This is not your account’s email. Type the email you sign in with.';

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { db, identityMode, userinfoUrl }) => {
  const tags = ['account'];
  const emailOf = accountEmailLookup(db, identityMode === 'auth0' ? userinfoUrl : undefined);

  app.get(
    '/account/export/',
    {
      schema: {
        tags,
        summary: 'Everything the server holds for the signed-in student, as one JSON file to download.',
        response: { 200: ExportSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const document = await exportAccount(db, currentUser(request).sub, identityMode, now);
      void reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`).header('cache-control', 'no-store');
      return document;
    },
  );

  app.delete(
    '/account/',
    {
      schema: {
        tags,
        summary: 'Delete the account: every record of the student, and the local sign-in account.',
        body: DeleteAccountSchema,
        response: { 200: DeletedSchema, ...PROTECTED_ERRORS, 503: errorSchema('The email could not be checked (Auth0 did not answer).') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const email = await emailOf(request, user.sub);
      const typed = request.body.confirm_email.trim().toLowerCase();
      if (!typed) throw validationError({ confirm_email: ['Type your account’s email to confirm.'] });
      if (email === undefined) throw new ApiError(409, 'This account’s email is not known to the server, so the deletion cannot be confirmed.');
      if (typed !== email.trim().toLowerCase()) throw validationError({ confirm_email: [WRONG_EMAIL] });
      const { localAccountDeleted } = await deleteAccount(db, user, email, { local: identityMode === 'local' });
      request.log.info({ localAccountDeleted }, 'account deleted');
      return {
        detail:
          identityMode === 'auth0'
            ? 'Your DegreeMate data is deleted. Your sign-in account is managed by Auth0: delete it there.'
            : 'Your account and all its data are deleted.',
        local_account_deleted: localAccountDeleted,
      };
    },
  );
};
