// The semester goals on the profile: a GPA target, weekly study hours and up to ten goals of at most 120
// characters, stored trimmed and cleared with null or an empty list; anything else is refused field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const url = '/api/account/profile/';

describe('profile goals', () => {
  it('are stored, read back and cleared', async () => {
    const user = await api.newUser();
    const saved = await user.request('PATCH', url, { gpa_target: 3.5, study_hours_target: 14, goals: ['  Finish the capstone early ', 'Go to office hours'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gpa_target: 3.5, study_hours_target: 14, goals: ['Finish the capstone early', 'Go to office hours'] });
    expect((await user.request('GET', url)).json()).toMatchObject({
      gpa_target: 3.5,
      study_hours_target: 14,
      goals: ['Finish the capstone early', 'Go to office hours'],
    });
    const cleared = await user.request('PATCH', url, { gpa_target: null, study_hours_target: null, goals: [] });
    expect(cleared.json()).toMatchObject({ gpa_target: null, study_hours_target: null, goals: [] });
  });

  it('are refused out of range, too many, too long or blank', async () => {
    const user = await api.newUser();
    const tooMany = await user.request('PATCH', url, { gpa_target: 5.5, study_hours_target: 2.5, goals: Array.from({ length: 11 }, (_, i) => `Goal ${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors).sort()).toEqual(['goals', 'gpa_target', 'study_hours_target']);
    const tooLong = await user.request('PATCH', url, { goals: ['x'.repeat(121)] });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['goals']);
    const blank = await user.request('PATCH', url, { goals: ['Read more', '   '] });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['goals']);
    const thousandths = await user.request('PATCH', url, { gpa_target: 3.333 });
    expect(thousandths.statusCode).toBe(400);
    expect(thousandths.json().errors).toEqual({ gpa_target: ['Enter a GPA from 0 to 5, with at most two decimals.'] });
    expect((await user.request('GET', url)).json()).toMatchObject({ gpa_target: null, goals: [] });
  });
});
