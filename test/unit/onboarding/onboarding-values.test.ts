// The onboarding form's rules: prefill, the checks before saving, and the profile fields sent.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/data/entities/profile';
import { initialValues, toProfileChanges, validate, type OnboardingValues } from '../../../src/features/onboarding/onboarding-values';

const complete: OnboardingValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  college: 'State University',
  degree: 'Computer Science',
  graduationTerm: 'Spring',
  graduationYear: '2028',
  phoneNumber: '+1 555 010 0123',
};
const NOW = new Date('2026-11-24T12:00:00Z');

const savedProfile = {
  first_name: 'Grace',
  last_name: 'Hopper',
  school_name: 'Yale',
  degree: 'Mathematics',
  expected_graduation: '2027-06-01',
  phone_number: '555 010 0199',
  is_onboarded: false,
} as Profile;

describe('initialValues', () => {
  it('prefills from the saved profile first', () => {
    expect(initialValues(savedProfile, { given_name: 'Ada', family_name: 'Lovelace' })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      college: 'Yale',
      degree: 'Mathematics',
      graduationTerm: 'Summer',
      graduationYear: '2027',
      phoneNumber: '555 010 0199',
    });
  });

  it('falls back to the names from the sign-in identity, and leaves the rest empty', () => {
    expect(initialValues(undefined, { given_name: 'Ada', family_name: 'Lovelace' })).toEqual({
      ...complete,
      college: '',
      degree: '',
      graduationTerm: '',
      graduationYear: '',
      phoneNumber: '',
    });
    expect(initialValues({ ...savedProfile, first_name: '', expected_graduation: null }, { given_name: 'Ada' })).toMatchObject({
      firstName: 'Ada',
      graduationYear: '',
    });
  });
});

describe('validate', () => {
  it('accepts filled, valid fields, the phone number being optional', () => {
    expect(validate(complete, NOW)).toEqual({});
    expect(validate({ ...complete, phoneNumber: '' }, NOW)).toEqual({});
  });

  it('requires the names, college and degree, whitespace counting as empty', () => {
    for (const field of ['firstName', 'lastName', 'college', 'degree'] as const) {
      expect(validate({ ...complete, [field]: '  ' }, NOW)).toEqual({ [field]: expect.stringMatching(/ is required$/) });
    }
    expect(validate({ ...complete, degree: '' }, NOW).degree).toBe('Degree Program is required');
  });

  it('refuses nonsense for a college or degree', () => {
    expect(validate({ ...complete, college: 'X' }, NOW)).toEqual({ college: 'Enter the name of your college or university.' });
    expect(validate({ ...complete, degree: '?!.' }, NOW)).toEqual({ degree: 'Enter your degree program, for example BS Computer Science.' });
  });

  it('takes a graduation term and year from this year to eight years ahead', () => {
    // Both selects marked when both are empty, each when it alone is.
    expect(validate({ ...complete, graduationTerm: '', graduationYear: '' }, NOW)).toEqual({
      graduationTerm: 'Choose the term you expect to graduate.',
      graduationYear: 'Choose the year you expect to graduate.',
    });
    expect(validate({ ...complete, graduationYear: '' }, NOW)).toEqual({ graduationYear: 'Choose the year you expect to graduate.' });
    expect(validate({ ...complete, graduationTerm: '' }, NOW)).toEqual({ graduationTerm: 'Choose the term you expect to graduate.' });
    expect(validate({ ...complete, graduationYear: '2025' }, NOW)).toEqual({ graduationYear: 'Choose a year from 2026 to 2034.' });
    expect(validate({ ...complete, graduationYear: '2035' }, NOW)).toEqual({ graduationYear: 'Choose a year from 2026 to 2034.' });
    expect(validate({ ...complete, graduationYear: '2034', graduationTerm: 'Fall' }, NOW)).toEqual({});
  });

  it('refuses what the server would refuse later: long text, a bad phone number', () => {
    expect(validate({ ...complete, firstName: 'A'.repeat(101) }, NOW)).toEqual({ firstName: 'Use at most 100 characters.' });
    expect(validate({ ...complete, firstName: 'A'.repeat(100) }, NOW)).toEqual({});
    expect(validate({ ...complete, college: 'C'.repeat(201) }, NOW)).toEqual({ college: 'Use at most 200 characters.' });
    expect(validate({ ...complete, phoneNumber: '12345' }, NOW)).toEqual({ phoneNumber: 'Enter a valid phone number.' });
    expect(validate({ ...complete, phoneNumber: 'call me' }, NOW)).toEqual({ phoneNumber: 'Enter a valid phone number.' });
  });
});

describe('toProfileChanges', () => {
  it('maps the form to the profile, trimmed, and marks the user onboarded', () => {
    expect(toProfileChanges({ ...complete, firstName: '  Ada ', college: ' State University\n' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      school_name: 'State University',
      degree: 'Computer Science',
      expected_graduation: '2028-05-15',
      phone_number: '+1 555 010 0123',
      is_onboarded: true,
    });
  });
});
