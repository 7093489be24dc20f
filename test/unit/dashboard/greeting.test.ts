import { describe, expect, it } from 'vitest';
import { greeting, greetingName, timeOfDay } from '../../../src/features/dashboard/greeting';

const at = (hour: number, minute = 0) => new Date(2025, 4, 27, hour, minute);

describe('timeOfDay', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ] as const)('hour %i is %s', (hour, expected) => {
    expect(timeOfDay(hour)).toBe(expected);
  });

  it('uses the local hour of the date, minutes included in the hour', () => {
    expect(greeting(at(11, 59))).toBe('Good Morning!');
    expect(greeting(at(17, 59))).toBe('Good Afternoon!');
  });
});

describe('greetingName', () => {
  const identity = { given_name: 'Ada', name: 'Ada King', nickname: 'ada.k' };

  it('prefers the profile first and last name joined by a space', () => {
    expect(greetingName({ first_name: 'Ada', last_name: 'Lovelace' }, identity)).toBe('Ada Lovelace');
  });

  it('uses whichever profile name part is present', () => {
    expect(greetingName({ first_name: 'Ada', last_name: '' }, identity)).toBe('Ada');
    expect(greetingName({ first_name: ' ', last_name: 'Lovelace' }, identity)).toBe('Lovelace');
  });

  it('falls back to given_name when the profile has no name', () => {
    expect(greetingName({ first_name: '', last_name: '' }, identity)).toBe('Ada');
    expect(greetingName(undefined, identity)).toBe('Ada');
  });

  it('then to name', () => {
    expect(greetingName(undefined, { name: 'Ada King', nickname: 'ada.k' })).toBe('Ada King');
  });

  it('then to nickname', () => {
    expect(greetingName(undefined, { given_name: '', nickname: 'ada.k' })).toBe('ada.k');
  });

  it('gives nothing when no name is known', () => {
    expect(greetingName(undefined, undefined)).toBeUndefined();
    expect(greetingName({ first_name: null, last_name: null }, {})).toBeUndefined();
  });
});

describe('greeting', () => {
  it('greets by time of day and name', () => {
    expect(greeting(at(9), { first_name: 'Ada', last_name: 'Lovelace' })).toBe('Good Morning, Ada Lovelace!');
    expect(greeting(at(12), undefined, { given_name: 'Ada' })).toBe('Good Afternoon, Ada!');
    expect(greeting(at(18), undefined, { nickname: 'ada.k' })).toBe('Good Evening, ada.k!');
  });

  it('ends with just an exclamation mark when no name is known', () => {
    expect(greeting(at(20), { first_name: '', last_name: '' }, {})).toBe('Good Evening!');
  });
});
