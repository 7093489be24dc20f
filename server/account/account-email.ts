// The email a student confirms their account deletion with: the local account's, or with Auth0 the one
// Auth0's /userinfo gives for the request's own access token (the API's tokens carry no email).
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { localAccountEmail } from './account-deletion';

export type AccountEmailOf = (request: FastifyRequest, sub: string) => Promise<string | undefined>;

export function accountEmailLookup(db: Database, userinfoUrl: string | undefined): AccountEmailOf {
  return async (request, sub) => {
    const local = await localAccountEmail(db, sub);
    if (local !== undefined || !userinfoUrl) return local;
    let response: Response;
    try {
      response = await fetch(userinfoUrl, { headers: { authorization: request.headers.authorization ?? '' }, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new ApiError(503, 'Your account’s email cannot be checked right now. Try again in a moment.', undefined, { 'retry-after': '5' });
    }
    if (!response.ok) throw new ApiError(503, 'Your account’s email cannot be checked right now. Try again in a moment.', undefined, { 'retry-after': '5' });
    const { email } = (await response.json().catch(() => ({}))) as { email?: unknown };
    return typeof email === 'string' ? email : undefined;
  };
}
