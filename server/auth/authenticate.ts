// Bearer-token authentication for the API. Secure by default: every API route needs a valid access token
// unless it says `config: { public: true }`, so a forgotten flag fails closed (401), not open.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../http/api-error';
import { accountDeletedError } from '../http/deleted-account';
import type { DeletedSubjectCheck } from './deleted-subjects';
import { InvalidTokenError, VerificationUnavailableError, type AuthenticatedUser, type TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on protected routes; read it through currentUser(). */
    user?: AuthenticatedUser;
  }
  interface FastifyContextConfig {
    /** The route answers without an access token. */
    public?: boolean;
  }
}

/** Sets request.user from a valid bearer token; refuseDeletedAccounts then checks the account still exists. */
export function authenticate(verify: TokenVerifier): onRequestAsyncHookHandler {
  return async (request) => {
    // Unknown paths answer 404 whoever asks: the route list is no secret, and it keeps errors honest.
    if (request.routeOptions.config.public || request.is404) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Authentication credentials were not provided.');
    let user;
    try {
      user = await verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.reason, 'invalid_token');
      if (error instanceof VerificationUnavailableError) {
        request.log.warn({ err: error.cause }, 'cannot fetch the identity provider keys');
        throw new ApiError(503, 'Sign-in cannot be checked right now. Please try again shortly.', undefined, { 'retry-after': '5' });
      }
      throw error;
    }
    request.user = user;
  };
}

/**
 * After authenticate, as its own hook so that the fairness hooks between them can order the database work.
 * `deleted` reads the database on every request, so a deletion in any process is refused in all at once.
 */
export function refuseDeletedAccounts(deleted: DeletedSubjectCheck): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.user && (await deleted(request.user))) throw accountDeletedError();
  };
}

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized('Authentication credentials were not provided.');
  return request.user;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header ?? '');
  return match?.[1];
}

/** RFC 6750: a missing token gets a bare challenge, a bad one says why. */
function unauthorized(detail: string, error?: 'invalid_token'): ApiError {
  const challenge = error ? `Bearer realm="DegreeMate", error="${error}"` : 'Bearer realm="DegreeMate"';
  return new ApiError(401, detail, undefined, { 'www-authenticate': challenge });
}
