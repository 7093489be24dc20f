// The Weekly Progress strip from fixed tasks: Monday to Sunday in the student's zone, today marked,
// past days without a completion missed; a completion late in the evening counts on the local day.
import { describe, expect, it } from 'vitest';
import { weeklyProgress } from '../../../../src/lib/progress/weekly-progress';
import { localDay, weekOf } from '../../../../src/lib/progress/local-days';

const done = (completed_at: string) => ({ status: 'complete' as const, completed_at, updated_at: completed_at });

describe('weeklyProgress', () => {
  const zone = 'Europe/Berlin';
  // Thursday 26 November 2026, 10:00 in Berlin.
  const now = new Date('2026-11-26T09:00:00Z');
  const tasks = [
    done('2026-11-23T08:00:00Z'), // Monday
    done('2026-11-23T23:30:00Z'), // Monday 23:30 UTC = Tuesday 00:30 in Berlin
    done('2026-11-22T12:00:00Z'), // last Sunday: not this week
    { status: 'complete' as const, completed_at: null, updated_at: '2026-11-26T08:00:00Z' }, // no completed_at yet: its last change
    { status: 'todo' as const, completed_at: null, updated_at: '2026-11-25T08:00:00Z' },
  ];

  it('counts completions per local day on the Monday-to-Sunday strip', () => {
    const week = weeklyProgress(tasks, now, zone);
    expect(week.days.map((d) => [d.label, d.day, d.completed, d.state])).toEqual([
      ['Mon', '2026-11-23', 1, 'done'],
      ['Tue', '2026-11-24', 1, 'done'],
      ['Wed', '2026-11-25', 0, 'missed'],
      ['Thu', '2026-11-26', 1, 'done'],
      ['Fri', '2026-11-27', 0, 'ahead'],
      ['Sat', '2026-11-28', 0, 'ahead'],
      ['Sun', '2026-11-29', 0, 'ahead'],
    ]);
    expect(week.days.filter((d) => d.isToday).map((d) => d.label)).toEqual(['Thu']);
    expect(week.dayOfWeek).toBe(4);
    expect(week.completedThisWeek).toBe(3);
  });

  it('marks today without a completion as today, not missed', () => {
    const week = weeklyProgress([], new Date('2026-11-29T10:00:00Z'), zone);
    expect(week.days.map((d) => d.state)).toEqual(['missed', 'missed', 'missed', 'missed', 'missed', 'missed', 'today']);
    expect(week.dayOfWeek).toBe(7);
  });

  it('a study block done counts on its day; days before signing up are not missed', () => {
    // Signed up on Tuesday; a block done on Wednesday (and one on Monday, before, still counts as done).
    const studied = new Map([
      ['2026-11-25', 2],
      ['2026-11-23', 1],
    ]);
    const week = weeklyProgress([], now, zone, { studied, since: '2026-11-24' });
    expect(week.days.map((d) => [d.label, d.completed, d.studied, d.state])).toEqual([
      ['Mon', 0, 1, 'done'],
      ['Tue', 0, 0, 'missed'],
      ['Wed', 0, 2, 'done'],
      ['Thu', 0, 0, 'today'],
      ['Fri', 0, 0, 'ahead'],
      ['Sat', 0, 0, 'ahead'],
      ['Sun', 0, 0, 'ahead'],
    ]);
    expect(week.studiedThisWeek).toBe(3);
    expect(week.completedThisWeek).toBe(0);
    // Signed up on Thursday: Monday to Wednesday were before, not missed.
    expect(weeklyProgress([], now, zone, { since: '2026-11-26' }).days.map((d) => d.state)).toEqual([
      'before',
      'before',
      'before',
      'today',
      'ahead',
      'ahead',
      'ahead',
    ]);
  });

  it('a week that crosses a month and a year boundary', () => {
    expect(weekOf(localDay('2026-12-31T12:00:00Z', 'UTC'))).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
