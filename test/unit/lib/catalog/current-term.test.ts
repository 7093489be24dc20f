// currentTerm: the month picks a season, and a season the university does not teach yields to a neighbour.
import { describe, expect, it } from 'vitest';
import { currentTerm } from '../../../../src/lib/catalog/current-term';
import { formatTerm, type Season } from '../../../../src/lib/catalog/terms';

const ALL: Season[] = ['Winter', 'Spring', 'Summer', 'Fall'];
const SEMESTERS: Season[] = ['Spring', 'Fall'];
const WITH_SUMMER: Season[] = ['Spring', 'Summer', 'Fall'];
const CANADIAN: Season[] = ['Winter', 'Fall'];

// Local dates: the student's own calendar decides, whatever the time zone.
const on = (month: number, day = 15, year = 2026) => new Date(year, month - 1, day, 12);
const term = (date: Date, taught: Season[]) => formatTerm(currentTerm(date, taught));

describe('currentTerm', () => {
  it.each([
    [1, 'Spring 2026'],
    [2, 'Spring 2026'],
    [5, 'Spring 2026'],
    [9, 'Fall 2026'],
    [12, 'Fall 2026'],
  ])('month %i with Spring and Fall → %s', (month, expected) => {
    expect(term(on(month), SEMESTERS)).toBe(expected);
  });

  it('January and February are Winter when the university teaches Winter; March is Spring', () => {
    expect(term(on(1, 1), ALL)).toBe('Winter 2026');
    expect(term(on(2, 28), ALL)).toBe('Winter 2026');
    expect(term(on(3, 1), ALL)).toBe('Spring 2026');
  });

  it('June to August is Summer when taught, otherwise the next taught term (Fall of the same year)', () => {
    expect(term(on(6, 1), WITH_SUMMER)).toBe('Summer 2026');
    expect(term(on(8, 31), WITH_SUMMER)).toBe('Summer 2026');
    expect(term(on(7), SEMESTERS)).toBe('Fall 2026');
  });

  it('a university with Winter but no Spring keeps Winter until the end of May', () => {
    expect(term(on(4), CANADIAN)).toBe('Winter 2026');
    expect(term(on(5, 31), CANADIAN)).toBe('Winter 2026');
    expect(term(on(6), CANADIAN)).toBe('Fall 2026');
  });

  it('boundaries fall on the first of the month, in local time', () => {
    expect(term(new Date(2026, 4, 31, 23, 59), WITH_SUMMER)).toBe('Spring 2026');
    expect(term(new Date(2026, 5, 1, 0, 0), WITH_SUMMER)).toBe('Summer 2026');
    expect(term(new Date(2026, 7, 31, 23, 59), WITH_SUMMER)).toBe('Summer 2026');
    expect(term(new Date(2026, 8, 1, 0, 0), WITH_SUMMER)).toBe('Fall 2026');
  });

  it('a university that teaches only Fall: the rest of the year waits for the coming Fall', () => {
    expect(term(on(2), ['Fall'])).toBe('Fall 2026');
    expect(term(on(10), ['Fall'])).toBe('Fall 2026');
  });

  it('a university whose seasons are unknown is treated as Spring and Fall', () => {
    expect(term(on(3), [])).toBe('Spring 2026');
    expect(term(on(7), [])).toBe('Fall 2026');
  });
});
