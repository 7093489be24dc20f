// Dates that pass a loose format check but cannot be stored (a leap second, year 0000, a zone suffix)
// are refused as validation errors by field; they used to answer 500. Each field's range: date-ranges.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.newUser();
});
afterAll(() => api.close());

const link = { title: 'Lecture notes', url: 'https://notes.example.edu' };

describe('a bookmark created offline', () => {
  it.each([
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['year 0000', '0000-06-01T12:00:00Z'],
    ['an offset that lands in year 0000', '0001-01-01T00:00:00+01:00'],
    ['29 February of a common year', '2023-02-29T12:00:00Z'],
    ['a zone suffix', '2024-05-01T12:00:00+02:00[Europe/Paris]'],
  ])('with %s as created_at is refused by field', async (_reason, createdAt) => {
    const response = await user.request('POST', '/api/bookmarks/', { ...link, created_at: createdAt });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Validation failed.',
      errors: { created_at: ['Enter a date and time from 1970-01-01 to 9999-12-31, with its offset, e.g. 2026-12-01T23:59:00-05:00.'] },
    });
  });

  it.each(['2024-02-29T12:00:00Z', '1970-01-01T00:00:00Z', '2016-12-31T23:59:59.999-08:00'])('keeps %s', async (createdAt) => {
    const response = await user.request('POST', '/api/bookmarks/', { ...link, created_at: createdAt });
    expect(response.statusCode).toBe(201);
    expect(response.json().created_at).toBe(new Date(createdAt).toISOString());
  });
});

describe('the expected graduation date', () => {
  it.each(['0000-01-01', '2027-02-29', '2100-02-29', '10000-01-01'])('refuses %s by field', async (date) => {
    const response = await user.request('PATCH', '/api/account/profile/', { expected_graduation: date });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Validation failed.',
      errors: { expected_graduation: ['Enter a date from 2000-01-01 to 2100-12-31, in the form YYYY-MM-DD.'] },
    });
  });

  it.each(['2028-02-29', '2000-01-01', '2100-12-31'])('keeps %s', async (date) => {
    const response = await user.request('PATCH', '/api/account/profile/', { expected_graduation: date });
    expect(response.statusCode).toBe(200);
    expect(response.json().expected_graduation).toBe(date);
  });
});
