// The Achievement tab's badges from fixed data: each earned with its day, or with what is left; the
// GPA badge cannot be earned while the GPA is unknown.
import { describe, expect, it } from 'vitest';
import { achievements, overallProgress, type AchievementInput } from '../../../../src/lib/progress/achievements';
import { degreeProgress } from '../../../../src/lib/progress/degree-progress';

const zone = 'America/Los_Angeles';
const now = new Date('2027-02-03T12:00:00-08:00'); // Wednesday

let seq = 0;
const done = (completed_at: string, due_at: string | null = null) => ({
  id: `t${seq++}`,
  status: 'complete' as const,
  completed_at,
  updated_at: completed_at,
  due_at,
});
const open = (due_at: string | null = null) => ({ id: `t${seq++}`, status: 'todo' as const, completed_at: null, updated_at: '2027-01-01T00:00:00Z', due_at });

const base: AchievementInput = { tasks: [], plan: null, planCourses: [], gpa: null, minGpa: 2.2, now, zone };
const byId = (input: AchievementInput) => Object.fromEntries(achievements(input).map((a) => [a.id, a]));

describe('achievements', () => {
  it('a new student has earned nothing, and each badge says what is left', () => {
    const badges = byId(base);
    expect(Object.values(badges).every((b) => !b.earned && b.earnedOn === null && b.left)).toBe(true);
    expect(badges['first-plan']!.left).toMatch(/Generate your graduation plan/);
    expect(badges['streak-7']!.left).toBe('7 more days in a row with a completed task.');
    expect(badges['ten-tasks']!.left).toBe('10 more tasks to complete.');
    expect(badges['gpa-above-min']!.left).toMatch(/Not earnable yet: your GPA is not recorded/);
    expect(overallProgress(achievements(base))).toBe(0);
  });

  it('first plan: earned on the day the plan was made, in the student’s zone', () => {
    expect(byId({ ...base, plan: { created_at: '2027-01-10T05:00:00Z' } })['first-plan']).toMatchObject({ earned: true, earnedOn: '2027-01-09', left: '' });
  });

  it('a 7-day streak across the month boundary, earned on its seventh day; 10 tasks on the tenth', () => {
    const evenings = ['01-27', '01-28', '01-29', '01-30', '01-31', '02-01', '02-02'].map((d) => done(`2027-${d}T21:00:00-08:00`));
    const more = [done('2027-01-20T10:00:00-08:00'), done('2027-01-21T10:00:00-08:00'), done('2027-02-03T09:00:00-08:00')];
    const badges = byId({ ...base, tasks: [...evenings, ...more, open()] });
    expect(badges['streak-7']).toMatchObject({ earned: true, earnedOn: '2027-02-02' });
    expect(badges['ten-tasks']).toMatchObject({ earned: true, earnedOn: '2027-02-03' });
  });

  it('a streak under way says how many days are left', () => {
    const tasks = [done('2027-02-01T10:00:00-08:00'), done('2027-02-02T10:00:00-08:00')];
    const badge = byId({ ...base, tasks })['streak-7']!;
    expect(badge).toMatchObject({ earned: false, left: '5 more days in a row with a completed task (you are on a 2-day streak).' });
    expect(badge.progress).toBeCloseTo(2 / 7);
  });

  it('a week cleared: every task due that week complete; this week’s open tasks are what is left', () => {
    const lastWeek = [done('2027-01-26T10:00:00-08:00', '2027-01-27T17:00:00-08:00'), done('2027-01-29T10:00:00-08:00', '2027-01-31T17:00:00-08:00')];
    expect(byId({ ...base, tasks: lastWeek })['week-done']).toMatchObject({ earned: true, earnedOn: '2027-01-29' });
    const thisWeek = [done('2027-02-01T10:00:00-08:00', '2027-02-02T17:00:00-08:00'), open('2027-02-05T17:00:00-08:00'), open('2027-02-06T17:00:00-08:00')];
    expect(byId({ ...base, tasks: thisWeek })['week-done']).toMatchObject({ earned: false, left: '2 tasks due this week still to complete.' });
  });

  it('a term complete when all its plan courses are taken', () => {
    const plan = { created_at: '2026-08-01T00:00:00Z' };
    const course = (term: string, status: 'planned' | 'taking' | 'taken', updated_at = '2026-12-20T18:00:00Z') => ({ term, status, updated_at });
    const partly = [course('Fall 2026', 'taken'), course('Fall 2026', 'taking'), course('Spring 2027', 'planned'), course('Spring 2027', 'planned')];
    expect(byId({ ...base, plan, planCourses: partly })['term-taken']).toMatchObject({ earned: false, left: '1 course of Fall 2026 still to take.' });
    const taken = [
      course('Fall 2026', 'taken', '2026-12-18T18:00:00Z'),
      course('Fall 2026', 'taken', '2026-12-20T18:00:00Z'),
      course('Spring 2027', 'planned'),
    ];
    expect(byId({ ...base, plan, planCourses: taken })['term-taken']).toMatchObject({
      earned: true,
      earnedOn: '2026-12-20',
      description: 'Took every course of a term in your plan: Fall 2026',
    });
  });

  it('GPA above the minimum once known', () => {
    expect(byId({ ...base, gpa: 3.1 })['gpa-above-min']).toMatchObject({ earned: true, left: '' });
    expect(byId({ ...base, gpa: 2.0 })['gpa-above-min']).toMatchObject({ earned: false, left: 'Raise your GPA from 2.00 to above 2.2.' });
  });

  it('overall progress is the share of badges earned', () => {
    expect(overallProgress(achievements({ ...base, plan: { created_at: '2027-01-10T05:00:00Z' }, gpa: 3.5 }))).toBe(33);
  });
});

describe('degreeProgress', () => {
  it('taken credits over the program total; GPA unknown stays null', () => {
    const courses = [
      { status: 'taken' as const, credit: 3 },
      { status: 'taken' as const, credit: 4 },
      { status: 'taking' as const, credit: 3 },
    ];
    expect(degreeProgress({ total_credits: 120, current_gpa: null }, courses)).toEqual({
      takenCredits: 7,
      totalCredits: 120,
      percent: 6,
      coursesTaken: 2,
      courseCount: 3,
      gpa: null,
      creditsAttempted: 0,
      creditsFromElsewhere: 0,
    });
    expect(degreeProgress({ total_credits: 0, current_gpa: 3.2 }, courses)).toMatchObject({ percent: 0, gpa: 3.2 });
  });

  // A (4) + B+ (3) + P (1) + W (3) + F (3): (16 + 9.9 + 0) / 10 = 2.59; earned 4 + 3 + 1 = 8 here, plus 4 AP = 12;
  // attempted 4 + 3 + 1 + 3 = 11 (W is not attempted). The AP credit is outside the GPA.
  it('the GPA and credits from the recorded grades, credit from elsewhere earned but outside the GPA, and the GPA badge earnable from them', () => {
    const course = (course_code: string, credit: number, grade: string | null, credit_source: 'ap' | null = null) => ({
      course_code,
      term: 'Fall 2025',
      status: 'taken' as const,
      credit,
      grade,
      credit_source,
    });
    const courses = [
      course('CS 1110', 4, 'A'),
      course('MATH 1110', 3, 'B+'),
      course('FYS 1000', 1, 'P'),
      course('WRIT 1010', 3, 'W'),
      course('PHYS 1112', 3, 'F'),
      course('MATH 1910', 4, null, 'ap'),
    ];
    const degree = degreeProgress({ total_credits: 120, current_gpa: 3.9 }, courses);
    expect(degree).toMatchObject({ gpa: 2.59, takenCredits: 12, creditsAttempted: 11, creditsFromElsewhere: 4, coursesTaken: 6 });
    expect(byId({ ...base, gpa: degree.gpa, minGpa: 2.2 })['gpa-above-min']!.earned).toBe(true);
    expect(byId({ ...base, gpa: degree.gpa, minGpa: 2.6 })['gpa-above-min']!.earned).toBe(false);
  });
});
