// Turns whatever the sign-in library throws into an Error with a readable message, and decides
// what a failure means for the session: the network is down (stay signed in, "offline"), the
// identity provider wants a fresh login, or something else went wrong.
import { isLoginRequiredCode, signInErrorCode } from '../lib/login-required';

/** The fallback messages, used when the library throws something that is not an Error. */
export const LOGIN_FAILED = 'Login failed';
export const GET_ACCESS_TOKEN_FAILED = 'Get access token failed';

export class AuthError extends Error {
  override name = 'AuthError';
  /**
   * The OAuth or library error code (login_required, state_mismatch, …) when there is one. Named
   * like the library's own field so callers can test `error.error` whatever threw.
   */
  readonly error: string | undefined;
  constructor(message: string, code?: string, options?: ErrorOptions) {
    super(message, options);
    this.error = code;
  }
}

/** Thrown by getAccessToken when only a new login can produce a token. Nothing queued is lost. */
export class SignInRequiredError extends AuthError {
  override name = 'SignInRequiredError';
  constructor(message: string, code = 'login_required', options?: ErrorOptions) {
    super(message, code, options);
  }
}

/** Thrown by getAccessToken when the identity provider cannot be reached; the session is kept. */
export class AuthUnavailableError extends AuthError {
  override name = 'AuthUnavailableError';
}

export type AuthFailureKind = 'unreachable' | 'sign-in-required' | 'other';

// Codes that say "try again later" rather than anything about the session.
const TRANSIENT = new Set(['timeout', 'request_error', 'server_error', 'temporarily_unavailable']);

export function classifyAuthFailure(value: unknown): AuthFailureKind {
  const code = signInErrorCode(value);
  if (isLoginRequiredCode(code)) return 'sign-in-required';
  // No OAuth code at all means the request never got an answer: fetch failed, timed out or the
  // reply was not JSON. That is a connectivity problem, not a verdict on the session.
  if (!code || TRANSIENT.has(code)) return 'unreachable';
  return 'other';
}

export function toAuthError(value: unknown, fallbackMessage: string): AuthError {
  if (value instanceof AuthError) return value;
  const code = signInErrorCode(value);
  const description = typeof value === 'object' && value !== null ? (value as { error_description?: unknown }).error_description : undefined;
  const message = (typeof description === 'string' && description) || (value instanceof Error && value.message) || code || fallbackMessage;
  return new AuthError(message, code, { cause: value });
}
