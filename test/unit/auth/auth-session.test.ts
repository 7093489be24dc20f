// @vitest-environment happy-dom
// The session's decisions with a stand-in for the Auth0 client; the real library against the real
// identity provider is exercised by the browser tests in test/e2e/auth.
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthUnavailableError, SignInRequiredError } from '../../../src/auth/auth-errors';
import { AuthSession, type AuthUser } from '../../../src/auth/auth-session';

const ada: AuthUser = { sub: 'user-1', given_name: 'Ada', name: 'Ada Lovelace' };

function oauthError(error: string) {
  return Object.assign(new Error(error), { error, error_description: error });
}

class FakeClient {
  user: AuthUser | undefined;
  token: string | undefined = 'access-token';
  tokenError: unknown;
  callback: { appState?: unknown } | Error = { appState: { returnTo: '/advisor/career?q=data' } };
  readonly tokenRequests: unknown[] = [];
  readonly logouts: unknown[] = [];
  readonly logins: unknown[] = [];

  getUser = async () => this.user;
  getTokenSilently = async (options: unknown) => {
    this.tokenRequests.push(options);
    if (this.tokenError) throw this.tokenError;
    return this.token;
  };
  logout = async (options: unknown) => {
    this.logouts.push(options);
    this.user = undefined;
  };
  loginWithRedirect = async (options: unknown) => {
    this.logins.push(options);
  };
  handleRedirectCallback = async () => {
    if (this.callback instanceof Error) throw this.callback;
    return this.callback;
  };
}

const sessions: AuthSession[] = [];

function sessionWith(client: FakeClient, onRedirectCallback = vi.fn()) {
  const session = new AuthSession({ onRedirectCallback, loadClient: async () => client as unknown as Auth0Client });
  sessions.push(session); // started sessions listen for sign-outs in other "tabs", i.e. each other
  return { session, onRedirectCallback };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  sessions.splice(0).forEach((session) => session.dispose());
  vi.restoreAllMocks();
});

describe('starting', () => {
  it('is loading until started, then signed out without a cached user', async () => {
    const { session } = sessionWith(new FakeClient());
    expect(session.getState().isLoading).toBe(true);
    await session.start();
    expect(session.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: undefined });
  });

  it('signs the cached user in and renews the token once', async () => {
    const client = new FakeClient();
    client.user = ada;
    const { session } = sessionWith(client);
    await session.start();
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user: ada });
    expect(client.tokenRequests).toHaveLength(1);
  });

  it('keeps the cached user signed in when the identity provider is unreachable', async () => {
    const client = new FakeClient();
    client.user = ada;
    client.tokenError = new TypeError('Failed to fetch');
    const { session } = sessionWith(client);
    await session.start();
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user: ada });
    expect(client.logouts).toHaveLength(0);
  });

  it.each(['invalid_grant', 'login_required', 'missing_refresh_token'])('ends the session locally when renewal answers %s', async (code) => {
    const client = new FakeClient();
    client.user = ada;
    client.tokenError = oauthError(code);
    const { session } = sessionWith(client);
    await session.start();
    expect(session.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: undefined });
    expect(client.logouts).toEqual([{ openUrl: false }]);
  });

  it('reports a start that could not load the client, and can try again', async () => {
    const client = new FakeClient();
    let fail = true;
    const session = new AuthSession({
      onRedirectCallback: vi.fn(),
      loadClient: async () => {
        if (fail) throw new Error('Could not load the sign-in settings.');
        return client as unknown as Auth0Client;
      },
    });
    sessions.push(session);
    await session.start();
    expect(session.getState()).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(session.getState().error?.message).toBe('Could not load the sign-in settings.');
    fail = false;
    client.user = ada;
    await session.start();
    expect(session.getState().isAuthenticated).toBe(true);
  });
});

describe('the login redirect', () => {
  it('continues at the saved return path', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const client = new FakeClient();
    const { session, onRedirectCallback } = sessionWith(client);
    await session.start();
    expect(onRedirectCallback).toHaveBeenCalledWith('/advisor/career?q=data');
  });

  it('goes to /dashboard when no return path (or a foreign one) was saved', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const client = new FakeClient();
    client.callback = { appState: { returnTo: 'https://evil.test/' } };
    const { session, onRedirectCallback } = sessionWith(client);
    await session.start();
    expect(onRedirectCallback).toHaveBeenCalledWith('/dashboard');
  });

  it('keeps a failed login as the error, still leaving the callback URL', async () => {
    window.history.replaceState(null, '', '/?error=access_denied&state=xyz');
    const client = new FakeClient();
    client.callback = Object.assign(oauthError('access_denied'), { appState: { returnTo: '/study/weekly' } });
    const { session, onRedirectCallback } = sessionWith(client);
    await session.start();
    expect(onRedirectCallback).toHaveBeenCalledWith('/study/weekly');
    expect(session.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(session.getState().error?.error).toBe('access_denied');
  });

  it('remembers where to come back to when sending the user to log in', async () => {
    const client = new FakeClient();
    const { session } = sessionWith(client);
    await session.loginWithRedirect('/advisor/career');
    expect(client.logins).toEqual([{ appState: { returnTo: '/advisor/career' } }]);
  });
});

describe('getAccessToken', () => {
  it('bypasses the cache when asked to force a refresh', async () => {
    const client = new FakeClient();
    client.user = ada;
    const { session } = sessionWith(client);
    await expect(session.getAccessToken({ forceRefresh: true })).resolves.toBe('access-token');
    expect(client.tokenRequests.at(-1)).toEqual({ cacheMode: 'off' });
  });

  it('says "unavailable" while offline, keeping the user', async () => {
    const client = new FakeClient();
    client.user = ada;
    client.tokenError = new TypeError('Failed to fetch');
    const { session } = sessionWith(client);
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(AuthUnavailableError);
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user: ada });
    expect(client.logouts).toHaveLength(0);
  });

  it('says "sign in again" with the code when login is required, and ends the session locally', async () => {
    const client = new FakeClient();
    client.user = ada;
    const { session } = sessionWith(client);
    await session.start();
    client.tokenError = oauthError('login_required');
    const failure = await session.getAccessToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInRequiredError);
    expect((failure as SignInRequiredError).error).toBe('login_required');
    expect(session.getState()).toMatchObject({ isAuthenticated: false, user: undefined });
    expect(client.logouts).toEqual([{ openUrl: false }]);
  });

  it('treats an ended session (no token at all) as login required', async () => {
    const client = new FakeClient();
    client.user = ada;
    client.token = undefined;
    const { session } = sessionWith(client);
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SignInRequiredError);
    expect(session.getState().isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  it('logs out at the identity provider, returning to the signed-out page', async () => {
    const client = new FakeClient();
    const { session } = sessionWith(client);
    await session.logout();
    expect(client.logouts).toEqual([{ logoutParams: { returnTo: `${window.location.origin}/signed-out` } }]);
  });

  it('forgets the session locally when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const client = new FakeClient();
    const { session } = sessionWith(client);
    await session.logout();
    expect(client.logouts).toEqual([{ openUrl: false }]);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/signed-out`);
  });
});

describe('signing out in another tab', () => {
  it('forgets the session in every other signed-in tab and sends it to the signed-out page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const here = new FakeClient();
    here.user = ada;
    const there = new FakeClient();
    there.user = ada;
    const { session: signingOut } = sessionWith(here);
    const { session: other } = sessionWith(there);
    await Promise.all([signingOut.start(), other.start()]);

    await signingOut.logout();
    await vi.waitFor(() => expect(there.logouts).toEqual([{ openUrl: false }]));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/signed-out`);
    expect(here.logouts).toEqual([{ logoutParams: { returnTo: `${window.location.origin}/signed-out` } }]);
  });

  it('forgets the session locally when told the data was deleted elsewhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const client = new FakeClient();
    client.user = ada;
    const { session } = sessionWith(client);
    await session.start();
    await session.signedOutElsewhere();
    expect(client.logouts).toEqual([{ openUrl: false }]);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/signed-out`);
  });
});
