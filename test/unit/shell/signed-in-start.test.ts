// @vitest-environment happy-dom
// A returning student's start begins the sign-in session at once and opens their local data as soon as the
// session names them; a visitor's start leaves both alone (the page they land on sends them to sign in).
import 'fake-indexeddb/auto';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignedInEarly } from '../../../src/app/signed-in-start';
import { takeEarlyUserData } from '../../../src/app/providers/user-data-opening';
import { AuthSession } from '../../../src/auth/auth-session';

const TOKEN_KEY = '@@auth0spajs@@::degreemate-local::https://api.degreemate.local::openid';

/** A real session over a sign-in client that knows this user (or nobody) and cannot reach the network. */
function sessionFor(sub: string | undefined) {
  const client = {
    getUser: vi.fn(async () => (sub ? { sub } : undefined)),
    getTokenSilently: () => Promise.reject(Object.assign(new Error('offline'), { error: 'network' })),
  };
  const session = new AuthSession({ onRedirectCallback: () => {}, loadClient: async () => client as unknown as Auth0Client });
  return { session, client };
}

const events = () => ({ onAuthRequired: () => {}, onDeletedElsewhere: () => {} });

beforeEach(() => localStorage.clear());

describe('startSignedInEarly', () => {
  it('starts the session and opens the data of the user it names when the browser holds a sign-in', async () => {
    localStorage.setItem(TOKEN_KEY, '{}');
    const { session, client } = sessionFor('user-early');
    startSignedInEarly(session);
    await vi.waitFor(() => expect(session.getState().isAuthenticated).toBe(true));
    expect(client.getUser).toHaveBeenCalledOnce();
    const opened = await takeEarlyUserData('user-early', events());
    expect(opened?.userId).toBe('user-early');
    opened?.close();
    session.dispose();
  });

  it('opens nothing when the session names nobody', async () => {
    localStorage.setItem(TOKEN_KEY, '{}');
    const { session } = sessionFor(undefined);
    startSignedInEarly(session);
    await vi.waitFor(() => expect(session.getState().isLoading).toBe(false));
    expect(takeEarlyUserData('anyone', events())).toBeUndefined();
    session.dispose();
  });

  it('leaves the session alone for a visitor', () => {
    const { session, client } = sessionFor('user-early');
    startSignedInEarly(session);
    expect(session.getState().isLoading).toBe(true);
    expect(client.getUser).not.toHaveBeenCalled();
    session.dispose();
  });
});
