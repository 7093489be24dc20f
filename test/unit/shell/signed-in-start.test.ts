// @vitest-environment happy-dom
// A returning student's start begins the sign-in session at once; a visitor's start leaves it alone (the page
// they land on sends them to sign in, which needs no session started beforehand).
import { beforeEach, describe, expect, it } from 'vitest';
import { startSignedInEarly } from '../../../src/app/signed-in-start';
import type { AuthSession } from '../../../src/auth/auth-session';

function countingSession() {
  const session = { starts: 0, start: async () => void session.starts++ };
  return session;
}

beforeEach(() => localStorage.clear());

describe('startSignedInEarly', () => {
  it('starts the session when the browser holds a sign-in', () => {
    localStorage.setItem('@@auth0spajs@@::degreemate-local::https://api.degreemate.local::openid', '{}');
    const session = countingSession();
    startSignedInEarly(session as unknown as AuthSession);
    expect(session.starts).toBe(1);
  });

  it('leaves it alone for a visitor', () => {
    const session = countingSession();
    startSignedInEarly(session as unknown as AuthSession);
    expect(session.starts).toBe(0);
  });
});
