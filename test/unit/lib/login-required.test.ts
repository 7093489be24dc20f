// The auth layer (is the session over?) and the API client (pause the queue?) must agree on which
// sign-in errors only an interactive login can fix; both read src/lib/login-required.ts.
import { describe, expect, it } from 'vitest';
import { isLoginRequired } from '../../../src/api/api-errors';
import { classifyAuthFailure } from '../../../src/auth/auth-errors';

function oauthError(error: string) {
  return Object.assign(new Error(error), { error, error_description: error });
}

const codes = ['login_required', 'invalid_grant', 'consent_required', 'interaction_required', 'missing_refresh_token', 'timeout', 'invalid_client'];

describe('codes that need an interactive login', () => {
  it.each(codes)('the auth layer and the API client agree on %s', (code) => {
    expect(isLoginRequired(oauthError(code))).toBe(classifyAuthFailure(oauthError(code)) === 'sign-in-required');
  });
});

describe('the list itself', () => {
  it.each(['login_required', 'invalid_grant', 'missing_refresh_token'])('%s pauses the queue for a sign-in', (code) => {
    expect(isLoginRequired(oauthError(code))).toBe(true);
  });

  it.each(['timeout', 'request_error', 'invalid_client'])('%s does not', (code) => {
    expect(isLoginRequired(oauthError(code))).toBe(false);
  });
});
