import { describe, expect, it } from 'vitest';
import { AuthError, classifyAuthFailure, GET_ACCESS_TOKEN_FAILED, LOGIN_FAILED, toAuthError } from '../../../src/auth/auth-errors';

// Shaped like auth0-spa-js's GenericError: an Error with the OAuth `error` code.
function oauthError(error: string, description = error) {
  return Object.assign(new Error(description), { error, error_description: description });
}

describe('classifyAuthFailure', () => {
  it.each(['login_required', 'invalid_grant', 'missing_refresh_token', 'consent_required', 'interaction_required'])('%s means sign in again', (code) => {
    expect(classifyAuthFailure(oauthError(code))).toBe('sign-in-required');
  });

  it('treats failed, timed-out and unparsable requests as unreachable, not signed out', () => {
    expect(classifyAuthFailure(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(classifyAuthFailure(new Error("Timeout when executing 'fetch'"))).toBe('unreachable');
    expect(classifyAuthFailure(new SyntaxError('Unexpected token <'))).toBe('unreachable');
    expect(classifyAuthFailure(oauthError('timeout'))).toBe('unreachable');
    expect(classifyAuthFailure(oauthError('server_error'))).toBe('unreachable');
  });

  it('leaves other OAuth errors as they are', () => {
    expect(classifyAuthFailure(oauthError('invalid_client'))).toBe('other');
    expect(classifyAuthFailure(oauthError('mfa_required'))).toBe('other');
  });
});

describe('toAuthError', () => {
  it('keeps the library message and code', () => {
    const error = toAuthError(oauthError('state_mismatch', 'Invalid state'), LOGIN_FAILED);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe('Invalid state');
    expect(error.error).toBe('state_mismatch');
  });

  it('uses the fallback messages for values that carry no message', () => {
    expect(toAuthError(undefined, LOGIN_FAILED).message).toBe('Login failed');
    expect(toAuthError({}, GET_ACCESS_TOKEN_FAILED).message).toBe('Get access token failed');
  });

  it('uses the code when there is no description', () => {
    expect(toAuthError({ error: 'popup_closed' }, LOGIN_FAILED).message).toBe('popup_closed');
  });
});
