// The badge and the insights rest on the same facts: on track only with the projection in time AND no insight.
import { describe, expect, it } from 'vitest';
import { planStatus } from '../../../../src/lib/planning/plan-status';
import { requirementRows } from '../../../../src/lib/planning/requirement-rows';
import { allOf, catalog, course, credits, planCourse } from './catalog-builder';

const now = { season: 'Fall', year: 2026 } as const;
const program = catalog(
  [{ ...course('CS 1110', 4), min_grade_req: 'C' }, course('CS 2110', 4, '', 'CS 1110'), course('HIST 1000', 3)],
  [allOf('Core', ['CS 1110', 'CS 2110']), credits('Free electives', 3)],
);
const sound = [planCourse('CS 1110', 4, 'Fall 2025', 'taken'), planCourse('CS 2110', 4, 'Spring 2027'), planCourse('HIST 1000', 3, 'Spring 2027')];

describe('planStatus', () => {
  it('is on track when the plan ends in time and breaks no rule', () => {
    const status = planStatus({ catalog: program, planCourses: sound, creditLoad: 15, expectedGraduation: '2027-05-20', now });
    expect(status).toMatchObject({ status: 'on-track', insights: [], projected: 'Spring 2027' });
  });

  it('is not on track while an insight lists a problem, and gives the problem as a reason', () => {
    const late = [sound[0]!, planCourse('CS 2110', 4, 'Fall 2025'), sound[2]!];
    const status = planStatus({ catalog: program, planCourses: late, creditLoad: 15, expectedGraduation: '2027-05-20', now });
    expect(status.status).toBe('needs-attention');
    expect(status.reasons.slice(1)).toEqual(['CS 2110 is planned for Fall 2025, which has ended: mark it taken or move it to a later term.']);
    expect(status.reasons.slice(1)).toEqual(status.insights.map((insight) => insight.message));
  });

  it('is behind when the plan ends after the expected graduation', () => {
    expect(planStatus({ catalog: program, planCourses: sound, creditLoad: 15, expectedGraduation: '2026-12-20', now }).status).toBe('behind');
  });

  it('flags a planned course in the term under way', () => {
    const status = planStatus({
      catalog: program,
      planCourses: [sound[0]!, planCourse('CS 2110', 4, 'Fall 2026'), sound[2]!],
      creditLoad: 15,
      expectedGraduation: '2027-05-20',
      now,
    });
    expect(status.insights.map((insight) => insight.kind)).toEqual(['current-term']);
  });

  it('counts a grade below the minimum as not passed, for prerequisites and requirements', () => {
    const failed = [planCourse('CS 1110', 4, 'Fall 2025', 'taken'), ...sound.slice(1)].map((item, at) => (at === 0 ? { ...item, grade: 'C-' } : item));
    const status = planStatus({ catalog: program, planCourses: failed, creditLoad: 15, expectedGraduation: '2027-05-20', now });
    expect(status.status).toBe('needs-attention');
    expect(status.insights.map((insight) => insight.message)).toEqual([
      'CS 2110 needs CS 1110 with at least C; your C- does not count, so CS 1110 must be taken again.',
      // CS 2110 is planned, CS 1110 counts for nothing: 4 of Core's 8 credits are open.
      'Core still needs 4 credits.',
    ]);
    expect(requirementRows(program, failed)[0]).toMatchObject({ credits_completed: 0 });
  });

  it('counts credit from elsewhere as passed, for prerequisites and requirements', () => {
    const credited = [{ ...planCourse('CS 1110', 4, '', 'planned'), creditSource: 'ap' }, ...sound.slice(1)];
    expect(planStatus({ catalog: program, planCourses: credited, creditLoad: 15, expectedGraduation: '2027-05-20', now }).status).toBe('on-track');
    expect(requirementRows(program, credited)[0]).toMatchObject({ credits_completed: 4 });
  });
});
