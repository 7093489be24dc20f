// Class meetings expanded into one week's busy intervals: weekly meetings, A/B weeks counted from the
// week A starts, and the term's first and last days.
import { describe, expect, it } from 'vitest';
import { busyIntervalsOfWeek, type ClassMeeting } from '../../../../src/lib/timetable/class-meeting';

const term = { termStart: '2026-08-24', termEnd: '2026-12-10' };
const meeting = (change: Partial<ClassMeeting>): ClassMeeting => ({
  course: 'CS 2110',
  weekday: 0,
  start: '09:05',
  end: '09:55',
  rotation: { kind: 'weekly' },
  ...term,
  ...change,
});

describe('busyIntervalsOfWeek', () => {
  it('gives each weekly meeting its weekday of the week, in minutes, sorted', () => {
    const meetings = [
      meeting({ weekday: 4 }),
      meeting({ weekday: 0 }),
      meeting({ course: 'MATH 1920', weekday: 2, start: '13:25', end: '14:40', location: 'Malott 251' }),
    ];
    expect(busyIntervalsOfWeek(meetings, '2026-11-23')).toEqual([
      { day: 0, start: 545, end: 595, label: 'CS 2110' },
      { day: 2, start: 805, end: 880, label: 'MATH 1920' },
      { day: 4, start: 545, end: 595, label: 'CS 2110' },
    ]);
  });

  it('keeps an A/B meeting to its own weeks, counted in whole weeks from week A', () => {
    // 2026-08-24 to 2026-11-23 is 91 days, 13 weeks: the week of 23 November is a B week, the next an A week.
    const labs = [
      meeting({ course: 'A lab', weekday: 1, rotation: { kind: 'alternate', weekAStart: '2026-08-26', week: 'A' } }),
      meeting({ course: 'B lab', weekday: 1, rotation: { kind: 'alternate', weekAStart: '2026-08-26', week: 'B' } }),
    ];
    expect(busyIntervalsOfWeek(labs, '2026-11-23').map((busy) => busy.label)).toEqual(['B lab']);
    expect(busyIntervalsOfWeek(labs, '2026-11-30').map((busy) => busy.label)).toEqual(['A lab']);
  });

  it('leaves out days outside the term and meetings with unreadable times', () => {
    const meetings = [
      meeting({ weekday: 0, termEnd: '2026-11-26' }),
      meeting({ weekday: 4, termEnd: '2026-11-26' }),
      meeting({ weekday: 2, termStart: '2026-11-26' }),
      meeting({ weekday: 3, start: 'noon' }),
      meeting({ weekday: 3, start: '10:00', end: '09:00' }),
    ];
    expect(busyIntervalsOfWeek(meetings, '2026-11-23')).toEqual([{ day: 0, start: 545, end: 595, label: 'CS 2110' }]);
  });
});
