// @vitest-environment happy-dom
// The dashboard's snapshot: kept per student, read back for that student alone, and gone with their local data
// at sign-out and account deletion (deleteUserData); the start draws it only for the user the sign-in
// library's cache names.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStartSnapshot } from '../../../src/app/shell/start-snapshot';
import { cachedUser } from '../../../src/auth/cached-user';
import { readDashboardSnapshot, writeDashboardSnapshot, type DashboardFigures } from '../../../src/data/dashboard/dashboard-snapshot';
import { deleteUserData } from '../../../src/data/user-data';
import { sessionCacheEntries } from '../../e2e/support/session-cache';

const figures = (completedThisWeek: number): DashboardFigures => ({
  degree: { takenCredits: 60, totalCredits: 120, percent: 50, coursesTaken: 20, courseCount: 40, gpa: 3.5, creditsAttempted: 60, creditsFromElsewhere: 0 },
  announcements: [],
  today: { rows: [], total: 0 },
  thisWeek: { rows: [], total: 0 },
  week: { days: [], dayOfWeek: 3, completedThisWeek, studiedThisWeek: 0 },
  bookmarks: { newest: [], total: 0 },
  lastWeek: null,
});

/** The sign-in library's cache entries for `sub`, as auth0-spa-js writes them after a sign-in. */
function signInAs(sub: string, givenName = 'Ada') {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = [encode({ alg: 'RS256' }), encode({ sub, given_name: givenName, iss: 'http://idp', aud: 'client' }), 'signature'].join('.');
  const tokens = { access_token: 'a', id_token: idToken, refresh_token: 'r', token_type: 'Bearer', expires_in: 3600, scope: 'openid' };
  for (const { name, value } of sessionCacheEntries(tokens, 'client', 'https://api')) localStorage.setItem(name, value);
}

beforeEach(() => localStorage.clear());

describe('dashboard snapshot', () => {
  it('reads back what was written for the same student', () => {
    writeDashboardSnapshot('student-a', figures(7));
    expect(readDashboardSnapshot('student-a')).toEqual(figures(7));
    writeDashboardSnapshot('student-a', figures(8));
    expect(readDashboardSnapshot('student-a')?.week.completedThisWeek).toBe(8);
  });

  it("never answers one student's figures for another", () => {
    writeDashboardSnapshot('student-a', figures(7));
    expect(readDashboardSnapshot('student-b')).toBeUndefined();
    expect(readDashboardSnapshot(undefined)).toBeUndefined();
    // A's value copied under B's key still names A: not drawn for B.
    localStorage.setItem('degreemate:dashboard-snapshot:student-b', localStorage.getItem('degreemate:dashboard-snapshot:student-a')!);
    expect(readDashboardSnapshot('student-b')).toBeUndefined();
  });

  it("is deleted with the student's local data (sign-out, account deletion), and only theirs", async () => {
    writeDashboardSnapshot('student-a', figures(7));
    writeDashboardSnapshot('student-b', figures(3));
    await deleteUserData('student-a');
    expect(readDashboardSnapshot('student-a')).toBeUndefined();
    expect(readDashboardSnapshot('student-b')?.week.completedThisWeek).toBe(3);
  });

  it('ignores an unreadable value', () => {
    localStorage.setItem('degreemate:dashboard-snapshot:student-a', '{not json');
    expect(readDashboardSnapshot('student-a')).toBeUndefined();
  });
});

describe('the start snapshot', () => {
  it("names the user of the sign-in library's cache", () => {
    signInAs('student-a', 'Ada');
    expect(cachedUser()).toMatchObject({ sub: 'student-a', given_name: 'Ada' });
  });

  it("is the cached user's own snapshot", () => {
    writeDashboardSnapshot('student-a', figures(7));
    signInAs('student-a');
    expect(readStartSnapshot()?.figures.week.completedThisWeek).toBe(7);
  });

  it("is nothing when another student signed in on this browser, though the first one's snapshot is still kept", () => {
    writeDashboardSnapshot('student-a', figures(7));
    signInAs('student-b');
    expect(readStartSnapshot()).toBeUndefined();
  });

  it('is nothing when nobody is signed in', () => {
    writeDashboardSnapshot('student-a', figures(7));
    expect(readStartSnapshot()).toBeUndefined();
  });
});
