// Text the database cannot store as sent is refused up front, by field, on every API route: a NUL byte
// (PostgreSQL refuses it: this used to answer 500) and a lone UTF-16 surrogate (it used to be stored as
// U+FFFD and acknowledged as if stored as sent). Nothing is stored either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGES } from '../../../src/lib/text-rules';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.newUser();
});
afterAll(() => api.close());

const link = { title: 'Lecture notes', url: 'https://notes.example.edu' };
const NUL = 'Week\u00001';
const HALF_EMOJI = 'Party \ud83c'; // the first half of 🎉 (U+1F389) alone
const LOW_HALF_ALONE = '\udf89 party';

function refusal(field: string, message: string) {
  return { detail: 'Validation failed.', errors: { [field]: [message] } };
}

describe('a bookmark', () => {
  it.each([
    ['title', NUL, INVALID_CHARACTER_MESSAGES.nul],
    ['description', NUL, INVALID_CHARACTER_MESSAGES.nul],
    ['title', HALF_EMOJI, INVALID_CHARACTER_MESSAGES.loneSurrogate],
    ['description', LOW_HALF_ALONE, INVALID_CHARACTER_MESSAGES.loneSurrogate],
  ])('with %s %j is refused by field on create and change, and nothing is stored', async (field, value, message) => {
    const created = await user.request('POST', '/api/bookmarks/', { ...link, [field]: value });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refusal(field, message));

    const stored = await user.request('POST', '/api/bookmarks/', link);
    const changed = await user.request('PATCH', `/api/bookmarks/${stored.json().id}/`, { [field]: value });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(refusal(field, message));

    const list = (await user.request('GET', '/api/bookmarks/')).json();
    expect(list.results.map((b: { title: string; description: string }) => b[field as 'title'])).not.toContain(value);
    await user.request('DELETE', `/api/bookmarks/${stored.json().id}/`);
  });

  it('keeps a whole emoji (a surrogate pair) as sent', async () => {
    const response = await user.request('POST', '/api/bookmarks/', { ...link, title: 'Party 🎉' });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('Party 🎉');
  });

  it('is checked at any depth, the field named by its path', async () => {
    const response = await user.request('POST', '/api/bookmarks/', { ...link, extra: { notes: [{ text: NUL }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['extra.notes.0.text']).toEqual([INVALID_CHARACTER_MESSAGES.nul]);
  });
});

describe('the profile', () => {
  it.each(['school_name', 'degree', 'first_name'])('refuses a NUL byte in %s by field and keeps what it had', async (field) => {
    const student = await api.newUser();
    await student.request('PATCH', '/api/account/profile/', { [field]: 'Before' });
    const response = await student.request('PATCH', '/api/account/profile/', { [field]: `Comp${NUL}Sci` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(field, INVALID_CHARACTER_MESSAGES.nul));
    expect((await student.request('GET', '/api/account/profile/')).json()[field]).toBe('Before');
  });

  it('refuses half an emoji in the degree', async () => {
    const response = await user.request('PATCH', '/api/account/profile/', { degree: HALF_EMOJI });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('degree', INVALID_CHARACTER_MESSAGES.loneSurrogate));
  });
});
