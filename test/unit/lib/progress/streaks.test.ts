// Streaks on the student's calendar days: across a month boundary, across a daylight-saving change
// (a 23-hour day), and across a move to another time zone, where each completion counts on the day it
// was in the zone the student was in then.
import { describe, expect, it } from 'vitest';
import { localDay, type ZoneHistory } from '../../../../src/lib/progress/local-days';
import { currentStreak, firstReached, longestStreak, streakRuns } from '../../../../src/lib/progress/streaks';

const days = (instants: string[], zone: ZoneHistory) => instants.map((at) => localDay(at, zone));

describe('streaks', () => {
  it('runs on across a month boundary (31 January → 1 February)', () => {
    const d = ['2027-01-29', '2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02', '2027-02-04'];
    expect(streakRuns(d)).toEqual([
      { start: '2027-01-29', end: '2027-02-02', length: 5 },
      { start: '2027-02-04', end: '2027-02-04', length: 1 },
    ]);
    expect(longestStreak(d)).toBe(5);
  });

  it('is alive while it ended today or yesterday', () => {
    const d = ['2027-02-28', '2027-03-01', '2027-03-02'];
    expect(currentStreak(d, '2027-03-02')).toBe(3);
    expect(currentStreak(d, '2027-03-03')).toBe(3);
    expect(currentStreak(d, '2027-03-04')).toBe(0);
    expect(currentStreak([], '2027-03-04')).toBe(0);
  });

  it('counts the daylight-saving day once: evenings in New York around 8 March 2026', () => {
    // 22:00 local every evening; in UTC these fall on the next day, and the UTC gap changes by an hour.
    const instants = ['2026-03-06T22:00:00-05:00', '2026-03-07T22:00:00-05:00', '2026-03-08T22:00:00-04:00', '2026-03-09T22:00:00-04:00'];
    const local = days(instants, 'America/New_York');
    expect(local).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    expect(longestStreak(local)).toBe(4);
  });

  it('across a move from New York to Berlin at the end of January', () => {
    // Evenings in New York on 29–31 January, then mornings in Berlin from 1 February.
    const instants = [
      '2027-01-29T23:00:00-05:00',
      '2027-01-30T23:00:00-05:00',
      '2027-01-31T23:00:00-05:00',
      '2027-02-01T09:00:00+01:00',
      '2027-02-02T09:00:00+01:00',
    ];
    const moved: ZoneHistory = [
      { since: null, timeZone: 'America/New_York' },
      { since: '2027-02-01T08:00:00+01:00', timeZone: 'Europe/Berlin' }, // landed in Berlin on the morning of 1 February,
    ];
    expect(days(instants, moved)).toEqual(['2027-01-29', '2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02']);
    expect(longestStreak(days(instants, moved))).toBe(5);
    // Counted in Berlin time alone, 31 January 23:00 in New York is 1 February: two completions on one day, a gap before.
    expect(longestStreak(days(instants, 'Europe/Berlin'))).toBe(4);
  });

  it('reports the day a 7-day streak was first reached', () => {
    const d = ['2027-01-01', '2027-01-02', '2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02'];
    expect(firstReached(d, 7)).toBe('2027-02-01');
    expect(firstReached(d.slice(0, 5), 7)).toBeNull();
  });
});
