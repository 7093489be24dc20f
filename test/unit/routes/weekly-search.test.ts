// /study/weekly keeps a usable `course` param and drops anything else.
import { expect, it } from 'vitest';
import { validateWeeklySearch } from '../../../src/app/routes/weekly-search';

it('keeps a course code, trimmed', () => {
  expect(validateWeeklySearch({ course: ' CS 2110 ' })).toEqual({ course: 'CS 2110' });
});

it('drops an empty, missing or non-text course and any other param', () => {
  expect(validateWeeklySearch({ course: '  ' })).toEqual({});
  expect(validateWeeklySearch({})).toEqual({});
  expect(validateWeeklySearch({ course: 2110, other: 'x' })).toEqual({});
});
