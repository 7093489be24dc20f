// GET/PATCH /api/account/profile/: one profile per user, created on first read, validated on change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const url = '/api/account/profile/';
const complete = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  school_name: 'University of London',
  degree: 'BS Mathematics',
  expected_graduation: '2027-05-15',
  phone_number: '+44 (20) 7946-0958',
  is_onboarded: true,
};

describe('reading the profile', () => {
  it('creates an empty, not-onboarded profile on first read', async () => {
    const user = await api.newUser();
    const response = await user.request('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: '',
      last_name: '',
      school_name: '',
      degree: '',
      expected_graduation: null,
      phone_number: '',
      is_onboarded: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      gpa_target: null,
      study_hours_target: null,
      goals: [],
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 1,
    });
  });

  it('survives concurrent first reads', async () => {
    const user = await api.newUser();
    const responses = await Promise.all(Array.from({ length: 5 }, () => user.request('GET', url)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await api.db.query('SELECT count(*)::int AS count FROM profiles WHERE owner_sub = $1', [user.sub]);
    expect(rows).toEqual([{ count: 1 }]);
  });
});

describe('changing the profile', () => {
  it('saves the onboarding form and answers the whole profile', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, complete);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(complete);
    expect((await user.request('GET', url)).json()).toMatchObject(complete);
  });

  it('changes only the fields sent, and works before any read', async () => {
    const user = await api.newUser();
    await user.request('PATCH', url, complete);
    const response = await user.request('PATCH', url, { degree: 'MSc Computing', phone_number: '' });
    expect(response.json()).toMatchObject({ ...complete, degree: 'MSc Computing', phone_number: '' });
  });

  it('clears a field that onboarding asks for only while not onboarded', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, { first_name: 'Ada', expected_graduation: null });
    expect(response.json()).toMatchObject({ first_name: 'Ada', expected_graduation: null, is_onboarded: false });
  });

  it('refuses to leave an onboarded profile without what onboarding asks for', async () => {
    const user = await api.newUser();
    const required = ['This field is required to finish onboarding.'];
    const incomplete = await user.request('PATCH', url, { first_name: 'Ada', is_onboarded: true });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      detail: 'Validation failed.',
      errors: { last_name: required, school_name: required, degree: required, expected_graduation: required },
    });
    await user.request('PATCH', url, complete);
    const blanked = await user.request('PATCH', url, { degree: '   ', expected_graduation: null });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().errors).toEqual({ degree: required, expected_graduation: required });
    expect((await user.request('GET', url)).json()).toMatchObject(complete);
  });

  it('trims text', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, { first_name: '  Ada ', phone_number: ' 555 0100 123 ' });
    expect(response.json()).toMatchObject({ first_name: 'Ada', phone_number: '555 0100 123' });
  });

  it('accepts clearing the phone number', async () => {
    const user = await api.newUser();
    await user.request('PATCH', url, complete);
    expect((await user.request('PATCH', url, { phone_number: '' })).json()).toMatchObject({ phone_number: '' });
  });

  it('moves updated_at forward', async () => {
    const user = await api.newUser();
    const before = (await user.request('GET', url)).json().updated_at as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = (await user.request('PATCH', url, { first_name: 'Ada' })).json().updated_at as string;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });
});

describe('invalid changes', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['a first name over 100 characters', { first_name: 'x'.repeat(101) }, { first_name: ['Ensure this field has no more than 100 characters.'] }],
    ['a last name over 100 characters', { last_name: 'x'.repeat(101) }, { last_name: ['Ensure this field has no more than 100 characters.'] }],
    ['a school over 200 characters', { school_name: 'x'.repeat(201) }, { school_name: ['Ensure this field has no more than 200 characters.'] }],
    ['a degree over 200 characters', { degree: 'x'.repeat(201) }, { degree: ['Ensure this field has no more than 200 characters.'] }],
    ['a one-character college', { school_name: 'X' }, { school_name: ['Enter the name of your college or university.'] }],
    ['a degree of punctuation only', { degree: '?!.' }, { degree: ['Enter your degree program, for example BS Computer Science.'] }],
    [
      'a date that is not a date',
      { expected_graduation: 'next May' },
      { expected_graduation: ['Enter a date from 2000-01-01 to 2100-12-31, in the form YYYY-MM-DD.'] },
    ],
    [
      'an impossible date',
      { expected_graduation: '2027-02-30' },
      { expected_graduation: ['Enter a date from 2000-01-01 to 2100-12-31, in the form YYYY-MM-DD.'] },
    ],
    [
      'a date with a time',
      { expected_graduation: '2027-05-15T00:00:00Z' },
      { expected_graduation: ['Enter a date from 2000-01-01 to 2100-12-31, in the form YYYY-MM-DD.'] },
    ],
    ['a phone number with letters', { phone_number: 'call me maybe' }, { phone_number: ['Enter a valid phone number.'] }],
    ['a phone number too short', { phone_number: '12-34' }, { phone_number: ['Enter a valid phone number.'] }],
    ['a phone number over 32 characters', { phone_number: '1'.repeat(33) }, { phone_number: ['Ensure this field has no more than 32 characters.'] }],
    ['a non-boolean is_onboarded', { is_onboarded: 'yes' }, { is_onboarded: ['Must be true or false.'] }],
    ['a number for a name', { first_name: 42 }, { first_name: ['Must be text.'] }],
    ['an unknown field', { nickname: 'Ada' }, { nickname: ['Unknown field.'] }],
    ['a read-only field', { updated_at: '2020-01-01T00:00:00Z' }, { updated_at: ['Unknown field.'] }],
  ];

  it.each(cases)('refuses %s, changing nothing', async (_name, body, errors) => {
    const user = await api.newUser();
    await user.request('PATCH', url, complete);
    const response = await user.request('PATCH', url, { first_name: 'Changed', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Validation failed.', errors });
    expect((await user.request('GET', url)).json()).toMatchObject(complete);
  });

  it('reports every invalid field at once', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, { first_name: 'x'.repeat(101), expected_graduation: '2027-13-01', extra: 1 });
    expect(Object.keys(response.json().errors).sort()).toEqual(['expected_graduation', 'extra', 'first_name']);
  });

  it('refuses a body that is not an object', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, ['first_name']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Validation failed.', errors: { non_field_errors: ['Must be an object.'] } });
  });

  it('refuses malformed JSON', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, '{"first_name": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});

describe('privacy', () => {
  it('never shows one user another user’s profile', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    await alice.request('PATCH', url, complete);
    expect((await bob.request('GET', url)).json()).toMatchObject({ first_name: '', is_onboarded: false });
    await bob.request('PATCH', url, { first_name: 'Bob' });
    expect((await alice.request('GET', url)).json()).toMatchObject(complete);
  });
});
