// The onboarding form's rules (SPEC §3, §5): prefill, the checks before saving, and the profile fields sent.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/data/entities/profile';
import { initialValues, toProfileChanges, validate, type OnboardingValues } from '../../../src/features/onboarding/onboarding-values';

const complete: OnboardingValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  college: 'State University',
  degree: 'Computer Science',
  graduationYear: '2028-05-15',
  phoneNumber: '+1 555 010 0123',
};

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
      graduationYear: '2027-06-01',
      phoneNumber: '555 010 0199',
    });
  });

  it('falls back to the names from the sign-in identity, and leaves the rest empty', () => {
    expect(initialValues(undefined, { given_name: 'Ada', family_name: 'Lovelace' })).toEqual({
      ...complete,
      college: '',
      degree: '',
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
  it('accepts six filled, valid fields', () => {
    expect(validate(complete)).toEqual({});
  });

  it('requires each of the six fields, whitespace counting as empty', () => {
    for (const field of Object.keys(complete) as (keyof OnboardingValues)[]) {
      expect(validate({ ...complete, [field]: '  ' })).toEqual({ [field]: expect.stringMatching(/ is required$/) });
    }
    expect(validate({ ...complete, degree: '' }).degree).toBe('Degree Program is required');
  });

  it('refuses what the server would refuse later: long text, a bad phone number, an impossible date', () => {
    expect(validate({ ...complete, firstName: 'A'.repeat(101) })).toEqual({ firstName: 'Use at most 100 characters.' });
    expect(validate({ ...complete, firstName: 'A'.repeat(100) })).toEqual({});
    expect(validate({ ...complete, college: 'C'.repeat(201) })).toEqual({ college: 'Use at most 200 characters.' });
    expect(validate({ ...complete, phoneNumber: '12345' })).toEqual({ phoneNumber: 'Enter a valid phone number.' });
    expect(validate({ ...complete, phoneNumber: 'call me' })).toEqual({ phoneNumber: 'Enter a valid phone number.' });
    expect(validate({ ...complete, graduationYear: '2027-02-30' })).toEqual({ graduationYear: 'Enter a valid date.' });
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
