// The Security tab's API, served for the local identity provider, whose tables it reads:
// signed-in devices (/account/sessions/), two-step sign-in (/account/mfa/) and the password
// (/account/password/). With Auth0 these live in the Auth0 account, and every route answers 409 saying so.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { mfaRoutes } from './mfa-routes';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';

export interface SecurityRoutesOptions {
  db: Database;
  identityMode: 'local' | 'auth0';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's local account id (their `sub`); 404 when the local provider has no such account. */
export type LocalAccountOf = (request: FastifyRequest) => Promise<string>;

export const securityRoutes: FastifyPluginAsyncTypebox<SecurityRoutesOptions> = async (app, { db, identityMode }) => {
  if (identityMode === 'auth0') {
    app.addHook('onRequest', async () => {
      throw new ApiError(409, 'Sign-in is run by Auth0: manage sessions, two-step sign-in and the password in your Auth0 account.');
    });
  }
  const localAccountOf: LocalAccountOf = async (request) => {
    const { sub } = currentUser(request);
    const rows = UUID.test(sub) ? await db.query('SELECT 1 FROM identity_accounts WHERE id = $1', [sub]) : [];
    if (rows.length === 0) throw new ApiError(404, 'This account is not one of the local identity provider’s.');
    return sub;
  };
  await app.register(sessionRoutes, { db, localAccountOf });
  await app.register(mfaRoutes, { db, localAccountOf });
  await app.register(passwordRoutes, { db, localAccountOf });
};
