// @vitest-environment happy-dom
// A returning student's start begins the sign-in session and the download of the page's code at once; a visitor's
// start leaves both alone (the page they land on sends them to sign in, which needs neither).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { startSignedInEarly } from '../../../src/app/signed-in-start';
import type { AuthSession } from '../../../src/auth/auth-session';

function countingSession() {
  const session = { starts: 0, start: async () => void session.starts++ };
  return session;
}

/** A router on /dashboard whose chunk loads are recorded (by route id) instead of downloaded. */
function recordingRouter() {
  window.history.replaceState(null, '', '/dashboard');
  const router = createAppRouter();
  const loaded: string[] = [];
  vi.spyOn(router, 'loadRouteChunk').mockImplementation((route) => {
    loaded.push(route.id);
    return Promise.resolve();
  });
  return { router, loaded };
}

beforeEach(() => localStorage.clear());

describe('startSignedInEarly', () => {
  it("starts the session and the page's chunks when the browser holds a sign-in", () => {
    localStorage.setItem('@@auth0spajs@@::degreemate-local::https://api.degreemate.local::openid', '{}');
    const session = countingSession();
    const { router, loaded } = recordingRouter();
    startSignedInEarly(session as unknown as AuthSession, router);
    expect(session.starts).toBe(1);
    // The signed-in layout and the dashboard itself: the two lazy chunks of /dashboard.
    expect(loaded).toEqual(expect.arrayContaining(['/signed-in', '/signed-in/dashboard']));
  });

  it('leaves both alone for a visitor', () => {
    const session = countingSession();
    const { router, loaded } = recordingRouter();
    startSignedInEarly(session as unknown as AuthSession, router);
    expect(session.starts).toBe(0);
    expect(loaded).toEqual([]);
  });
});
