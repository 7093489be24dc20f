// The answer to a request made with a token of a deleted account: refused by the token check, or by the
// database when the request passed that check before the deletion committed (SQLSTATE DM401, raised by the
// triggers of migration 0022). A 401 tells the app the session is over, not that something failed.
import { ApiError } from './api-error';
import type { DatabaseFailure } from './database-errors';

export const ACCOUNT_DELETED = 'This account was deleted.';

export function accountDeletedError(): ApiError {
  return new ApiError(401, ACCOUNT_DELETED, undefined, { 'www-authenticate': 'Bearer realm="DegreeMate", error="invalid_token"' });
}

export function isDeletedOwnerFailure(failure: DatabaseFailure | undefined): boolean {
  return failure?.code === 'DM401';
}
