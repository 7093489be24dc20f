// The week of a weekly plan: its Monday in local time, its seven dates, when it has ended, and which
// strings name one.
import { describe, expect, it } from 'vitest';
import { isWeekOf, mondayOf, weekDays, weekHasEnded } from '../../../../src/lib/study/week';

describe('mondayOf', () => {
  it.each([
    [new Date(2026, 10, 23, 0, 0), '2026-11-23'],
    [new Date(2026, 10, 25, 13, 30), '2026-11-23'],
    [new Date(2026, 10, 29, 23, 59, 59), '2026-11-23'],
    [new Date(2026, 10, 30, 0, 0), '2026-11-30'],
    [new Date(2027, 0, 2, 9), '2026-12-28'],
    [new Date(2024, 2, 2, 9), '2024-02-26'],
  ])('%s is in the week of %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('weekDays', () => {
  it('lists Monday to Sunday across a month and a year end', () => {
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weekDays('2024-02-26')[3]).toBe('2024-02-29');
    expect(weekDays('0050-01-04')[6]).toBe('0050-01-10');
  });

  it('refuses what is not a date', () => {
    expect(() => weekDays('2026-02-30')).toThrow(RangeError);
  });
});

describe('weekHasEnded', () => {
  it('turns true once the Sunday is over in local time', () => {
    expect(weekHasEnded('2026-11-23', new Date(2026, 10, 23, 8))).toBe(false);
    expect(weekHasEnded('2026-11-23', new Date(2026, 10, 29, 23, 59, 59))).toBe(false);
    expect(weekHasEnded('2026-11-23', new Date(2026, 10, 30, 0, 0))).toBe(true);
    expect(weekHasEnded('2026-11-23', new Date(2027, 5, 1))).toBe(true);
    expect(weekHasEnded('2026-11-30', new Date(2026, 10, 29, 12))).toBe(false);
  });

  it('is false for what is not a week', () => {
    expect(weekHasEnded('someday', new Date(2030, 0, 1))).toBe(false);
  });
});

describe('isWeekOf', () => {
  it.each(['2026-11-23', '2024-02-26', '2027-01-04'])('accepts the Monday %s', (value) => {
    expect(isWeekOf(value)).toBe(true);
  });
  it.each(['2026-11-24', '2026-11-29', '2026-02-30', '2026-11-23T00:00:00Z', '23/11/2026', ''])('refuses %j', (value) => {
    expect(isWeekOf(value)).toBe(false);
  });
});
