import { describe, expect, it } from 'vitest';
import { courseIssues, planInsights } from '../../../../src/lib/planning/plan-insights';
import { allOf, catalog, course, fromList, planCourse } from './catalog-builder';

const program = catalog(
  [
    course('CS 2110', 4, 'Fall, Spring'),
    course('CS 2111', 1, '', '', 'CS 2110'),
    course('CS 3110', 4, '', 'CS 2110'),
    course('CS 4410', 4, 'Spring', 'CS 3110 and (MATH 1 or MATH 2)'),
    course('MATH 1', 3),
    course('MATH 2', 3),
    course('CS 4320', 3),
  ],
  [allOf('Core', ['CS 2110', 'CS 3110']), fromList('Technical electives', 9, ['CS 4410', 'CS 4320'])],
  ['Spring', 'Fall'],
);

describe('planInsights', () => {
  it('names prerequisites planned too late or missing, corequisites planned later, offerings, untaught terms and overloads', () => {
    const courses = [
      planCourse('CS 3110', 4, 'Fall 2026', 'planned', 'a'),
      planCourse('CS 2110', 4, 'Spring 2027', 'planned', 'b'),
      planCourse('CS 2111', 1, 'Fall 2026', 'planned', 'c'),
      planCourse('CS 4410', 4, 'Fall 2027', 'planned', 'd'),
      planCourse('CS 4320', 3, 'Summer 2027', 'planned', 'e'),
      planCourse('MATH 1', 3, 'Fall 2027', 'planned', 'f'),
      planCourse('MATH 2', 3, 'Fall 2027', 'planned', 'g'),
      planCourse('X 1', 9, 'Fall 2027', 'planned', 'h'),
    ];
    expect(planInsights(program, courses, 15)).toEqual([
      {
        kind: 'corequisite',
        planCourseId: 'c',
        message: 'CS 2111 is planned for Fall 2026, before its corequisite CS 2110 (Spring 2027); take them together or CS 2110 first.',
      },
      { kind: 'prerequisite', planCourseId: 'a', message: 'CS 3110 is planned for Fall 2026, before its prerequisite CS 2110 (Spring 2027).' },
      { kind: 'untaught-term', planCourseId: 'e', message: 'CS 4320 is planned for Summer 2027, but Northfield State University does not teach in Summer.' },
      { kind: 'offering', planCourseId: 'd', message: 'CS 4410 is offered only in Spring; it is planned for Fall 2027.' },
      {
        kind: 'prerequisite',
        planCourseId: 'd',
        message: 'CS 4410 is planned for Fall 2027, but none of its prerequisite options (MATH 1 or MATH 2) is planned before then.',
      },
      { kind: 'overload', message: 'Fall 2027 carries 19 credits, more than your load of 15.' },
      { kind: 'requirement', message: 'Technical electives still needs 2 credits.' },
    ]);
  });

  it('never flags taken courses, counts the whole plan for requirements, and says what is still open', () => {
    const courses = [
      planCourse('CS 3110', 4, 'Fall 2020', 'taken', 'a'),
      planCourse('CS 4320', 3, 'Fall 2026', 'planned', 'b'),
      planCourse('BIG 1', 20, 'Spring 2027', 'planned', 'c'),
    ];
    expect(planInsights(program, courses, 0)).toEqual([
      { kind: 'requirement', message: 'Core still needs 4 credits.' },
      { kind: 'requirement', message: 'Technical electives still needs 6 credits.' },
    ]);
  });

  it('names a prerequisite missing from the plan and one planned in the same term', () => {
    const missing = planInsights(program, [planCourse('CS 3110', 4, 'Fall 2026', 'taking', 'a')], 15);
    expect(missing[0]).toEqual({ kind: 'prerequisite', planCourseId: 'a', message: 'CS 3110 needs its prerequisite CS 2110, which is not in your plan.' });
    const same = planInsights(program, [planCourse('CS 3110', 4, 'fall 2026', 'planned', 'a'), planCourse('CS 2110', 4, 'Fall 2026', 'planned', 'b')], 15);
    expect(same[0]!.message).toBe('CS 3110 is planned for Fall 2026, the same term as its prerequisite CS 2110.');
  });

  it('groups the insights by plan course', () => {
    const issues = courseIssues(program, [planCourse('CS 4410', 4, 'Fall 2027', 'planned', 'd'), planCourse('CS 3110', 4, 'Spring 2027', 'taken', 'a')], 15);
    expect([...issues.keys()]).toEqual(['d']);
    expect(issues.get('d')!.map((insight) => insight.kind)).toEqual(['offering', 'prerequisite']);
  });
});
