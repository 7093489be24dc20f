// The date rules behind the API's `date` and `date-time` formats: whatever passes can be stored by
// PostgreSQL and parsed by JavaScript.
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isTimestamp } from '../../../src/lib/calendar-dates';

describe('isCalendarDate', () => {
  it.each(['2028-05-15', '2024-02-29', '2000-02-29', '0001-01-01', '0050-06-30', '9999-12-31'])('accepts %j', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['0000-01-01', '2027-02-29', '1900-02-29', '2028-13-01', '2028-00-10', '2028-04-31', '2028-05-00', '10000-01-01', '+2028-05-15', '2028-5-15', ''])(
    'refuses %j',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('isTimestamp', () => {
  it.each([
    '2028-05-15T09:30:00Z',
    '2028-05-15t09:30:00z',
    '2028-05-15T09:30:00.123456+02:00',
    '2024-02-29T23:59:59-05:00',
    '0001-01-01T00:00:00Z',
    '0001-01-01T00:00:00-01:00',
    '9999-12-31T23:59:59.999Z',
  ])('accepts %j', (value) => {
    expect(isTimestamp(value)).toBe(true);
    expect(Number.isFinite(Date.parse(value))).toBe(true);
  });

  it.each([
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['year 0', '0000-01-01T00:00:00Z'],
    ['an offset that moves it into year 0', '0001-01-01T00:00:00+01:00'],
    ['an offset that moves it into year 10000', '9999-12-31T23:30:00-01:00'],
    ['29 February of a common year', '2027-02-29T12:00:00Z'],
    ['hour 24', '2028-05-15T24:00:00Z'],
    ['no offset', '2028-05-15T09:30:00'],
    ['an offset beyond 23:59', '2028-05-15T09:30:00+24:00'],
    ['a zone suffix (RFC 9557)', '2028-05-15T09:30:00+02:00[Europe/Paris]'],
    ['no seconds', '2028-05-15T09:30Z'],
    ['a date only', '2028-05-15'],
  ])('refuses %s: %j', (_reason, value) => {
    expect(isTimestamp(value)).toBe(false);
  });
});
