// The profile's phone number and date rules, shared by the onboarding form and the server.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isPhoneNumber } from '../../../src/lib/profile-rules';

describe('isPhoneNumber', () => {
  it.each(['', '+1 (555) 010-0123', '555.010.0123', '+44 20 7946 0958', '1234567'])('accepts %j', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['123456', '1'.repeat(21), 'call me', '+1 555 0100 ext 2', '555-0100#', ' '])('refuses %j', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('accepts 7 to 20 digits with any of the allowed separators', () => {
    const separator = fc.constantFrom(' ', '-', '.', '(', ')', '+', '');
    const digitsWithSeparators = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 7, maxLength: 20 })
      .map((parts) => parts.map(([digit, sep]) => `${digit}${sep}`).join(''));
    fc.assert(fc.property(digitsWithSeparators, (value) => isPhoneNumber(value)));
  });
});

describe('isCalendarDate', () => {
  it.each(['2028-05-15', '2024-02-29', '2030-12-31'])('accepts %j', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['', '2028-5-15', '2027-02-29', '2028-13-01', '2028-04-31', '15/05/2028', '2028-05-15T00:00'])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
