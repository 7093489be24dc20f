// Moving a course by hand, worked by hand: Fall 2026 is under way, the university teaches Spring, Summer and
// Fall, the load is 12 credits. Plan: CS 1110 taken (Fall 2025); CS 2110 (needs CS 1110) Spring 2027;
// CS 3110 (needs CS 2110) Fall 2027; MATH 1920 (corequisite MATH 1910) Spring 2027 with MATH 1910;
// ART 1000 (3 credits, offered in Fall only) Fall 2027; HIST 1000 (5 credits) Spring 2027.
import { describe, expect, it } from 'vitest';
import { checkMove, type MoveInput } from '../../../../src/lib/planning/move-check';
import { allOf, catalog, course, planCourse } from './catalog-builder';

const program = catalog(
  [
    course('CS 1110', 4, 'Fall, Spring'),
    course('CS 2110', 4, 'Fall, Spring', 'CS 1110'),
    course('CS 3110', 4, 'Fall, Spring', 'CS 2110'),
    course('MATH 1910', 4),
    course('MATH 1920', 4, '', '', 'MATH 1910'),
    course('ART 1000', 3, 'Fall'),
    course('HIST 1000', 5),
  ],
  [allOf('Core', ['CS 1110', 'CS 2110', 'CS 3110', 'MATH 1910', 'MATH 1920', 'ART 1000', 'HIST 1000'])],
  ['Spring', 'Summer', 'Fall'],
);
const plan = [
  planCourse('CS 1110', 4, 'Fall 2025', 'taken', 'cs1110'),
  planCourse('CS 2110', 4, 'Spring 2027', 'planned', 'cs2110'),
  planCourse('CS 3110', 4, 'Fall 2027', 'planned', 'cs3110'),
  planCourse('MATH 1910', 4, 'Summer 2027', 'planned', 'math1910'),
  planCourse('MATH 1920', 4, 'Summer 2027', 'planned', 'math1920'),
  planCourse('ART 1000', 3, 'Fall 2027', 'planned', 'art'),
  planCourse('HIST 1000', 5, 'Spring 2027', 'planned', 'hist'),
];
const move = (courseId: string, to: string): ReturnType<typeof checkMove> =>
  checkMove({ catalog: program, planCourses: plan, courseId, to, creditLoad: 12, now: { season: 'Fall', year: 2026 } } satisfies MoveInput);

describe('checkMove', () => {
  it('allows a move that breaks nothing, without a warning', () => {
    expect(move('hist', 'Summer 2028')).toEqual({ verdict: 'allowed', to: 'Summer 2028', warnings: [] });
  });

  it('refuses a course in the same term as its prerequisite', () => {
    expect(move('cs3110', 'Spring 2027')).toEqual({
      verdict: 'refused',
      reasons: ['CS 3110 is planned for Spring 2027, the same term as its prerequisite CS 2110.'],
    });
  });

  it('refuses moving a prerequisite to the term of a course that needs it, or after it', () => {
    expect(move('cs2110', 'Fall 2027')).toEqual({
      verdict: 'refused',
      reasons: ['CS 3110 is planned for Fall 2027, the same term as its prerequisite CS 2110.'],
    });
    expect(move('cs2110', 'Spring 2028')).toMatchObject({
      verdict: 'refused',
      reasons: ['CS 3110 is planned for Fall 2027, before its prerequisite CS 2110 (Spring 2028).'],
    });
  });

  it('refuses a course before its corequisite, allows it in the same term', () => {
    expect(move('math1920', 'Spring 2027')).toMatchObject({
      verdict: 'refused',
      reasons: [expect.stringContaining('before its corequisite MATH 1910 (Summer 2027)')],
    });
    expect(move('math1920', 'Fall 2027')).toMatchObject({ verdict: 'allowed' });
  });

  it('refuses a term that has ended and the term under way', () => {
    expect(move('hist', 'Spring 2026')).toEqual({
      verdict: 'refused',
      reasons: ['HIST 1000 is planned for Spring 2026, which has ended: mark it taken or move it to a later term.'],
    });
    expect(move('hist', 'fall 2026')).toMatchObject({ verdict: 'refused', reasons: [expect.stringContaining('the term under way')] });
  });

  it('refuses a season the university does not teach', () => {
    expect(move('hist', 'Winter 2028')).toMatchObject({ verdict: 'refused', reasons: [expect.stringContaining('does not teach in Winter')] });
  });

  it('allows a season the course is not listed in, with a warning', () => {
    expect(move('art', 'Spring 2028')).toEqual({
      verdict: 'allowed',
      to: 'Spring 2028',
      warnings: ['ART 1000 is offered only in Fall; it is planned for Spring 2028.'],
    });
  });

  it('allows a term over the load, with a warning: Spring 2027 holds CS 2110 and HIST 1000 (9 credits), MATH 1910 makes it 13', () => {
    expect(move('art', 'Fall 2028')).toEqual({ verdict: 'allowed', to: 'Fall 2028', warnings: [] });
    expect(move('math1910', 'Spring 2027')).toEqual({
      verdict: 'allowed',
      to: 'Spring 2027',
      warnings: ['Spring 2027 carries 13 credits, more than your load of 12.'],
    });
  });

  it('never refuses Unscheduled, and warns of what it leaves open', () => {
    expect(move('cs2110', '')).toEqual({
      verdict: 'allowed',
      to: '',
      warnings: ['CS 3110 is planned for Fall 2027, but its prerequisite CS 2110 has no term yet.'],
    });
  });

  it('refuses what is not a term', () => {
    expect(move('hist', 'Later')).toMatchObject({ verdict: 'refused' });
  });
});
