// Settings → Security: signed-in devices, two-step sign-in and the password, all held by the identity
// provider, so online only and never cached. Every failure is a SecurityError with a sentence the screen
// can show as it is (and the field it belongs to, for forms); with Auth0 the error says `managedByAuth0`.
import type { ApiClient, ApiRequest } from '../../api/api-client';
import { requestOnline, type OnlineFailures } from '../../api/online-request';

export interface SignedInDevice {
  id: string;
  browser: string;
  os: string;
  user_agent: string;
  first_seen_at: string;
  last_seen_at: string;
  current: boolean;
}

export interface MfaStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export interface MfaSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

export const SECURITY_OFFLINE_MESSAGE = 'You are offline. Sessions, two-step sign-in and your password need a connection; try again once you are back online.';

export class SecurityError extends Error {
  override name = 'SecurityError';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    readonly managedByAuth0 = false,
  ) {
    super(message);
  }
}

const FAILURES: OnlineFailures = {
  offline: () => new SecurityError(SECURITY_OFFLINE_MESSAGE),
  signInAgain: () => new SecurityError('Sign in again to change your security settings.'),
};

export interface SecurityClient {
  sessions(): Promise<SignedInDevice[]>;
  signOutSession(id: string): Promise<void>;
  /** How many devices were signed out. */
  signOutOtherSessions(): Promise<number>;
  mfaStatus(): Promise<MfaStatus>;
  startMfaSetup(): Promise<MfaSetup>;
  /** The recovery codes, to show once. */
  confirmMfa(code: string): Promise<string[]>;
  disableMfa(code: string): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<number>;
}

function failure(body: unknown, status: number): SecurityError {
  const { detail, errors } = (body && typeof body === 'object' ? body : {}) as { detail?: unknown; errors?: Record<string, unknown> };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (Array.isArray(messages) && typeof messages[0] === 'string') fields[field] = messages[0];
  const message =
    Object.values(fields)[0] ?? (typeof detail === 'string' && detail ? detail : status >= 500 ? 'The server could not do that just now. Try again in a moment.' : `The server refused this (${status}).`);
  return new SecurityError(message, fields, status === 409 && typeof detail === 'string' && detail.includes('Auth0'));
}

export function createSecurityClient({ api, isOnline }: { api: ApiClient; isOnline(): boolean }): SecurityClient {
  async function call<T>(request: ApiRequest): Promise<T> {
    const response = await requestOnline(api, isOnline, request, FAILURES);
    if (response.status >= 200 && response.status < 300) return response.body as T;
    throw failure(response.body, response.status);
  }
  return {
    sessions: () => call<SignedInDevice[]>({ method: 'GET', path: '/api/account/sessions/' }),
    signOutSession: (id) => call<void>({ method: 'DELETE', path: `/api/account/sessions/${encodeURIComponent(id)}/` }),
    signOutOtherSessions: async () => (await call<{ signed_out: number }>({ method: 'POST', path: '/api/account/sessions/sign-out-others/', body: {} })).signed_out,
    mfaStatus: () => call<MfaStatus>({ method: 'GET', path: '/api/account/mfa/' }),
    startMfaSetup: () => call<MfaSetup>({ method: 'POST', path: '/api/account/mfa/setup/', body: {} }),
    confirmMfa: async (code) => (await call<{ recovery_codes: string[] }>({ method: 'POST', path: '/api/account/mfa/confirm/', body: { code } })).recovery_codes,
    disableMfa: (code) => call<void>({ method: 'POST', path: '/api/account/mfa/disable/', body: { code } }),
    changePassword: async (currentPassword, newPassword) =>
      (await call<{ signed_out: number }>({ method: 'POST', path: '/api/account/password/', body: { current_password: currentPassword, new_password: newPassword } })).signed_out,
  };
}
