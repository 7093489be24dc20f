// The sign-in session without React: starts lazily, handles the login redirect's answer, hands
// out access tokens and keeps a signed-in user signed in while the network is away.
// A sign-out in one tab ends the session in every tab.
// A returning student is signed in from the library's own cache, without the library: it and /config.json
// (~190 ms of an offline start, most of it compiling the library) load when a token is first needed (a sync,
// an API call, sign-out), or at once where there is no cached user to read.
import type { Auth0Client, User } from '@auth0/auth0-spa-js';
import { createAuthClient } from './auth-client';
import {
  AuthUnavailableError,
  classifyAuthFailure,
  GET_ACCESS_TOKEN_FAILED,
  LOGIN_FAILED,
  SignInRequiredError,
  toAuthError,
  type AuthError,
} from './auth-errors';
import { sessionUserFor } from './cached-user';
import { loadClientConfig, storedClientConfig } from './client-config';
import { holdsSignIn } from './session-hint';
import { isRedirectCallback, safeReturnPath } from './return-path';
import { ACCOUNT_DELETED_PATH, SIGNED_OUT_PATH } from '../lib/signed-out-path';
import { announceSignOut, onSignOutElsewhere } from './sign-out-channel';

export type AuthUser = User & { sub: string };

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | undefined;
  error: AuthError | undefined;
}

export interface AuthSessionOptions {
  /** Called once a login redirect's answer has been handled, with the path to continue at. */
  onRedirectCallback: (returnTo: string) => void;
  /** Where the sign-in client comes from; by default /config.json and the Auth0 library. */
  loadClient?: () => Promise<Auth0Client>;
  /** The user the client's cache would report, read without the client; by default from localStorage. */
  readCachedUser?: () => AuthUser | undefined;
}

const loadDefaultClient = () => loadClientConfig().then(createAuthClient);

/**
 * The user of the client a start would make: the one the last good /config.json names (the copy a browser
 * holding a sign-in builds its client from, client-config.ts), as the library's cache holds it.
 */
function readDefaultCachedUser(): AuthUser | undefined {
  const config = holdsSignIn() ? storedClientConfig() : undefined;
  return config ? (sessionUserFor(config.auth.clientId) as AuthUser | undefined) : undefined;
}

interface AppState {
  returnTo?: string;
}

const INITIAL_STATE: AuthState = { isLoading: true, isAuthenticated: false, user: undefined, error: undefined };

export class AuthSession {
  private state = INITIAL_STATE;
  private readonly listeners = new Set<() => void>();
  private client: Promise<Auth0Client> | undefined;
  private started: Promise<void> | undefined;
  private stopListening: (() => void) | undefined;
  /** Set once this tab is on its way out of the session, so it leaves only once. */
  private ending = false;

  constructor(private readonly options: AuthSessionOptions) {}

  getState = (): AuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Idempotent: the first caller starts the session, everyone awaits the same start. */
  start = (): Promise<void> => {
    // Only started sessions listen: a public page that never signed anyone in has nothing to end.
    this.stopListening ??= onSignOutElsewhere(() => {
      if (this.state.isAuthenticated) void this.signedOutElsewhere();
    });
    this.started ??= this.run().catch((error: unknown) => {
      this.started = undefined; // a later call may retry, e.g. once /config.json is reachable
      this.update({ isLoading: false, isAuthenticated: false, user: undefined, error: toAuthError(error, LOGIN_FAILED) });
    });
    return this.started;
  };

  /** Stops listening to the other tabs. The app keeps its one session for good; tests do not. */
  dispose = (): void => {
    this.stopListening?.();
  };

  loginWithRedirect = async (returnTo?: string, authorizationParams?: Record<string, string>): Promise<void> => {
    const client = await this.getClient();
    const appState: AppState = { returnTo: safeReturnPath(returnTo) };
    await client.loginWithRedirect(authorizationParams ? { appState, authorizationParams } : { appState });
  };

  /** Ends the session everywhere and comes back to the page that says so. */
  logout = async (): Promise<void> => {
    this.ending = true;
    announceSignOut();
    // The identity provider is out of reach: forget the session here, it expires there.
    if (navigator.onLine === false) return this.forgetLocally();
    const client = await this.getClient();
    await client.logout({ logoutParams: { returnTo: `${window.location.origin}${SIGNED_OUT_PATH}` } });
  };

  /**
   * The account was just deleted: its local sign-in session went with it, so forget it here (and in the
   * other tabs); an Auth0 session is ended at Auth0 as a sign-out would. Ends on the signed-out page, told
   * that the account and its data were deleted (not that they are safe on the account).
   */
  endDeletedAccount = async (mode: 'local' | 'auth0'): Promise<void> => {
    this.ending = true;
    announceSignOut();
    if (mode === 'local' || navigator.onLine === false) return this.forgetLocally(ACCOUNT_DELETED_PATH);
    const client = await this.getClient();
    await client.logout({ logoutParams: { returnTo: `${window.location.origin}${ACCOUNT_DELETED_PATH}` } });
  };

  /**
   * Another tab signed this user out (and deleted their local data): forget the session here too
   * and go to the public site. The other tab already ended it at the identity provider.
   */
  signedOutElsewhere = async (): Promise<void> => {
    if (this.ending) return;
    this.ending = true;
    await this.forgetLocally();
  };

  getAccessToken = async (options: { forceRefresh?: boolean } = {}): Promise<string> => {
    await this.start();
    return this.requestToken(options);
  };

  private async requestToken({ forceRefresh = false }: { forceRefresh?: boolean }): Promise<string> {
    const client = await this.getClient();
    let token: string | undefined;
    try {
      token = await client.getTokenSilently({ cacheMode: forceRefresh ? 'off' : 'on' });
    } catch (error) {
      throw await this.onTokenFailure(error);
    }
    // The library answers nothing once the session's absolute lifetime is over.
    if (!token) throw await this.onTokenFailure({ error: 'login_required', error_description: 'Your session has ended.' });
    return token;
  }

  private async run(): Promise<void> {
    if (!isRedirectCallback(window.location.search)) {
      const cached = (this.options.readCachedUser ?? readDefaultCachedUser)();
      if (cached) return this.resume(cached);
    }
    const client = await this.getClient();
    if (isRedirectCallback(window.location.search)) await this.handleRedirectCallback(client);
    const user = (await client.getUser()) as AuthUser | undefined;
    if (!user) {
      this.update({ isLoading: false, isAuthenticated: false, user: undefined });
      return;
    }
    this.update({ isLoading: false, isAuthenticated: true, user });
    // Renew now rather than at the first API call so a revoked session is noticed at once.
    // A failure here only changes the state; the page keeps working from the cached session.
    await this.requestToken({}).catch(() => undefined);
  }

  /** A returning student, signed in from the library's cache before the library is loaded. */
  private async resume(user: AuthUser): Promise<void> {
    this.update({ isLoading: false, isAuthenticated: true, user });
    // Offline a renewal could only fail as unreachable, which keeps the session: the library then loads with
    // the first token asked for once the network is back, and a session needing a login is noticed there.
    if (navigator.onLine === false) return;
    // Online, renewed now as after the library's own start, so a revoked session is noticed at once.
    await this.requestToken({}).catch(() => undefined);
  }

  private async handleRedirectCallback(client: Auth0Client): Promise<void> {
    let returnTo: unknown;
    try {
      const result = await client.handleRedirectCallback<AppState>();
      returnTo = result.appState?.returnTo;
    } catch (error) {
      returnTo = (error as { appState?: AppState }).appState?.returnTo;
      this.update({ error: toAuthError(error, LOGIN_FAILED) });
    }
    this.options.onRedirectCallback(safeReturnPath(returnTo));
  }

  private async onTokenFailure(error: unknown): Promise<AuthError> {
    switch (classifyAuthFailure(error)) {
      case 'unreachable':
        return new AuthUnavailableError('The sign-in service cannot be reached right now.', undefined, { cause: error });
      case 'sign-in-required': {
        // A token that cannot be renewed without a login ends the session locally. The
        // user's data and queue stay on the device and resume once they sign in again.
        const client = await this.getClient();
        await client.logout({ openUrl: false });
        const failure = toAuthError(error, GET_ACCESS_TOKEN_FAILED);
        this.update({ isAuthenticated: false, user: undefined });
        return new SignInRequiredError(failure.message, failure.error, { cause: error });
      }
      default: {
        const failure = toAuthError(error, GET_ACCESS_TOKEN_FAILED);
        console.error(GET_ACCESS_TOKEN_FAILED, failure);
        return failure;
      }
    }
  }

  private async forgetLocally(landing = SIGNED_OUT_PATH): Promise<void> {
    try {
      const client = await this.getClient();
      await client.logout({ openUrl: false });
    } finally {
      window.location.assign(`${window.location.origin}${landing}`);
    }
  }

  private getClient(): Promise<Auth0Client> {
    this.client ??= (this.options.loadClient ?? loadDefaultClient)().catch((error: unknown) => {
      this.client = undefined; // not cached, so a later call can try again
      throw error;
    });
    return this.client;
  }

  private update(patch: Partial<AuthState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
