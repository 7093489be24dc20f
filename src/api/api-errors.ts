// The two ways a request can fail before the server answers, as the sync engine needs to tell them apart.
import { isLoginRequiredCode, signInErrorCode } from '../lib/login-required';

/** No answer: offline, DNS, connection reset, timeout, or the response was lost. Retry later. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * The request got no answer in time. Unlike a refused connection it says little about the network:
 * one slow request (a large record, a stuck server worker) is retried on its own.
 */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

/** The token cannot be renewed without the user signing in again. Queue nothing away; wait. */
export class AuthRequiredError extends Error {
  override name = 'AuthRequiredError';
}

export function isLoginRequired(error: unknown): boolean {
  return error instanceof AuthRequiredError || isLoginRequiredCode(signInErrorCode(error));
}
