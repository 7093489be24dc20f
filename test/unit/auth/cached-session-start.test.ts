// @vitest-environment happy-dom
// A returning student's start signs them in from the sign-in library's cache without loading the library (or
// /config.json); the library comes with the first token asked for. The cache read is checked against the real
// library's own getUser() on the same localStorage.
import { Auth0Client, CacheKey, LocalStorageCache } from '@auth0/auth0-spa-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInRequiredError } from '../../../src/auth/auth-errors';
import { AuthSession, type AuthUser } from '../../../src/auth/auth-session';
import { sessionUserFor } from '../../../src/auth/cached-user';

const CLIENT_ID = 'degreemate-local';
const ada: AuthUser = { sub: 'user-1', given_name: 'Ada', name: 'Ada Lovelace' };

/** The ID token's cache entry, written by the library's own cache classes under the key it reads. */
async function cacheUser(clientId: string, user: AuthUser, claims: Record<string, unknown> = {}): Promise<void> {
  const key = new CacheKey({ clientId }, '@@auth0spajs@@', '@@user@@').toKey();
  await new LocalStorageCache().set(key, { id_token: 'header.payload.signature', decodedToken: { user, claims: { __raw: 'x', ...user, ...claims } } });
}

/** The client-config.ts copy a browser holding a sign-in builds its client from. */
function storeConfig(clientId = CLIENT_ID): void {
  localStorage.setItem('degreemate.client-config', JSON.stringify({ auth: { domain: 'localhost:8081', clientId, audience: 'degreemate-api' }, mode: 'local' }));
}

const libraryClient = (clientId = CLIENT_ID) =>
  new Auth0Client({
    domain: 'localhost:8081',
    clientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    authorizationParams: { audience: 'degreemate-api', scope: 'openid profile email offline_access' },
  });

class FakeClient {
  token: string | undefined = 'access-token';
  tokenError: unknown;
  readonly tokenRequests: unknown[] = [];
  readonly logouts: unknown[] = [];
  getUser = async () => ada;
  getTokenSilently = async (options: unknown) => {
    this.tokenRequests.push(options);
    if (this.tokenError) throw this.tokenError;
    return this.token;
  };
  logout = async (options: unknown) => void this.logouts.push(options);
}

const sessions: AuthSession[] = [];

function sessionWith(client: FakeClient) {
  const loadClient = vi.fn(async () => client as unknown as Auth0Client);
  const session = new AuthSession({ onRedirectCallback: vi.fn(), loadClient });
  sessions.push(session);
  return { session, loadClient };
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  sessions.splice(0).forEach((session) => session.dispose());
  vi.restoreAllMocks();
});

describe('the cached user, read without the library', () => {
  it('is what the library itself answers from the same cache', async () => {
    await cacheUser(CLIENT_ID, ada);
    expect(sessionUserFor(CLIENT_ID)).toEqual(await libraryClient().getUser());
    expect(sessionUserFor(CLIENT_ID)).toEqual(ada);
  });

  it('is nobody for another client, like the library', async () => {
    await cacheUser('another-client', ada);
    expect(await libraryClient().getUser()).toBeUndefined();
    expect(sessionUserFor(CLIENT_ID)).toBeUndefined();
  });

  it('is nobody once the session ceiling is reached, like the library', async () => {
    await cacheUser(CLIENT_ID, ada, { session_expiry: Math.floor(Date.now() / 1000) + 10 });
    expect(sessionUserFor(CLIENT_ID)).toBeUndefined();
    expect(await libraryClient().getUser()).toBeUndefined();
  });

  it('is the user while the ceiling is ahead', async () => {
    await cacheUser(CLIENT_ID, ada, { session_expiry: Math.floor(Date.now() / 1000) + 3600 });
    expect(sessionUserFor(CLIENT_ID)).toEqual(await libraryClient().getUser());
    expect(sessionUserFor(CLIENT_ID)?.sub).toBe('user-1');
  });
});

describe('a returning student starting offline', () => {
  beforeEach(async () => {
    storeConfig();
    await cacheUser(CLIENT_ID, ada);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });

  it('is signed in without loading the sign-in client', async () => {
    const { session, loadClient } = sessionWith(new FakeClient());
    await session.start();
    expect(session.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: ada });
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('loads the client with the first token asked for', async () => {
    const client = new FakeClient();
    const { session, loadClient } = sessionWith(client);
    await session.start();
    expect(await session.getAccessToken()).toBe('access-token');
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('has to sign in again when that token needs a login, keeping nothing signed in', async () => {
    const client = new FakeClient();
    client.tokenError = Object.assign(new Error('login_required'), { error: 'login_required', error_description: 'Login required' });
    const { session } = sessionWith(client);
    await session.start();
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SignInRequiredError);
    expect(session.getState()).toMatchObject({ isAuthenticated: false, user: undefined });
    expect(client.logouts).toEqual([{ openUrl: false }]);
  });

  it('stays signed in when that token cannot be had for want of a network', async () => {
    const client = new FakeClient();
    client.tokenError = new TypeError('Failed to fetch');
    const { session } = sessionWith(client);
    await session.start();
    await expect(session.getAccessToken()).rejects.toThrow('cannot be reached');
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user: ada });
  });
});

describe('where the cache is not enough', () => {
  it('online, renews at once so a revoked session is noticed', async () => {
    storeConfig();
    await cacheUser(CLIENT_ID, ada);
    const client = new FakeClient();
    const { session, loadClient } = sessionWith(client);
    await session.start();
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user: ada });
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(client.tokenRequests).toHaveLength(1);
  });

  it('asks the library when no sign-in settings were kept (which client the cache is for is unknown)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await cacheUser(CLIENT_ID, ada);
    const { session, loadClient } = sessionWith(new FakeClient());
    await session.start();
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user: ada });
  });

  it('asks the library on the way back from the login', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    storeConfig();
    await cacheUser(CLIENT_ID, ada);
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const client = Object.assign(new FakeClient(), { handleRedirectCallback: async () => ({ appState: { returnTo: '/dashboard' } }) });
    const { session, loadClient } = sessionWith(client);
    await session.start();
    expect(loadClient).toHaveBeenCalledTimes(1);
  });
});
