import { describe, expect, it } from 'vitest';
import { gradeReport } from '../../../../src/lib/grades/gpa';
import { gpaNeeded } from '../../../../src/lib/grades/gpa-needed';
import type { GradedCourse } from '../../../../src/lib/grades/graded-course';
import { DEFAULT_GRADING_SCALE as scale, meetsMinimum } from '../../../../src/lib/grades/grading-scale';

const taken = (courseCode: string, credits: number, term: string, grade?: string): GradedCourse => ({
  courseCode,
  credits,
  term,
  status: grade ? 'taken' : 'taking',
  grade,
});

describe('gradeReport', () => {
  it('A in 3 credits, B+ in 4 and P in 1: (12 + 13.2) / 7 = 3.6, 8 credits earned of 8 attempted', () => {
    const report = gradeReport(scale, [
      taken('CS 1110', 3, 'Fall 2025', 'A'),
      taken('MATH 1910', 4, 'Fall 2025', 'B+'),
      taken('FYS 1000', 1, 'Fall 2025', 'P'),
    ]);
    expect(report.cumulative).toEqual({ gpa: 3.6, qualityPoints: 25.2, gpaCredits: 7, creditsAttempted: 8, creditsEarned: 8, creditsFromElsewhere: 0 });
    expect(report.terms).toEqual([{ term: 'Fall 2025', summary: report.cumulative }]);
  });

  it('has no GPA before a grade with points (N/A), and courses without a grade are in progress', () => {
    const report = gradeReport(scale, [taken('FYS 1000', 1, 'Fall 2025', 'P'), taken('CS 1110', 3, 'Fall 2026')]);
    expect(report.cumulative.gpa).toBeNull();
    expect(report.cumulative.creditsEarned).toBe(1);
    expect(report.attempts.map((line) => line.excluded)).toEqual([undefined, 'in-progress']);
  });

  it('counts F and NP as attempted but not earned, W and I as neither, and F in the GPA', () => {
    // B (3.0) in 3 cr + F in 3 cr: 9 / 6 = 1.5; attempted 3 + 3 + 1 (NP) = 7; earned 3.
    const report = gradeReport(scale, [
      taken('CS 1110', 3, 'Fall 2025', 'b'),
      taken('CS 2110', 3, 'Fall 2025', 'F'),
      taken('ART 1000', 1, 'Fall 2025', 'NP'),
      taken('HIST 1000', 3, 'Fall 2025', 'W'),
      taken('PHYS 1000', 4, 'Fall 2025', 'I'),
    ]);
    expect(report.cumulative).toMatchObject({ gpa: 1.5, gpaCredits: 6, creditsAttempted: 7, creditsEarned: 3 });
  });

  it('counts the latest attempt of a repeated course; the earlier one stays listed, and in its own term', () => {
    // Fall: F in CS 2110 (4 cr) + A in CS 1110 (3 cr) = 12 / 7. Spring: B+ in CS 2110 = 3.3.
    // Cumulative: A 3 cr + B+ 4 cr = (12 + 13.2) / 7 = 3.6; the F is excluded.
    const courses = [taken('CS 2110', 4, 'Fall 2025', 'F'), taken('CS 1110', 3, 'Fall 2025', 'A'), taken('CS 2110', 4, 'Spring 2026', 'B+')];
    const report = gradeReport(scale, courses);
    expect(report.cumulative.gpa).toBe(3.6);
    expect(report.cumulative.creditsAttempted).toBe(7);
    expect(report.attempts.map((line) => line.excluded)).toEqual(['repeated', undefined, undefined]);
    expect(report.terms.map(({ term, summary }) => [term, summary.gpa])).toEqual([
      ['Fall 2025', 12 / 7],
      ['Spring 2026', 3.3],
    ]);
  });

  it('keeps the earlier grade when the repeat ends in a withdrawal', () => {
    const report = gradeReport(scale, [taken('CS 2110', 4, 'Fall 2025', 'C'), taken('CS 2110', 4, 'Spring 2026', 'W')]);
    expect(report.cumulative).toMatchObject({ gpa: 2, creditsEarned: 4 });
  });

  it('counts credit from elsewhere as earned, never in the GPA or as attempted', () => {
    const report = gradeReport(scale, [
      taken('CS 1110', 3, 'Fall 2025', 'A'),
      { courseCode: 'MATH 1910', credits: 4, term: '', status: 'taken', creditSource: 'ap', grade: '5' },
    ]);
    expect(report.cumulative).toEqual({ gpa: 4, qualityPoints: 12, gpaCredits: 3, creditsAttempted: 3, creditsEarned: 7, creditsFromElsewhere: 4 });
  });

  it('leaves out a grade the scale does not know', () => {
    const report = gradeReport(scale, [taken('CS 1110', 3, 'Fall 2025', 'E')]);
    expect(report.cumulative.gpa).toBeNull();
    expect(report.attempts[0]!.excluded).toBe('unknown-grade');
  });
});

describe('meetsMinimum', () => {
  it('compares grade points on the scale', () => {
    expect(meetsMinimum(scale, 'C', 'C')).toBe(true);
    expect(meetsMinimum(scale, 'C-', 'C')).toBe(false);
    expect(meetsMinimum(scale, 'b+', 'C-')).toBe(true);
  });

  it('asks only for credit without a minimum; a P satisfies no letter minimum', () => {
    expect(meetsMinimum(scale, 'D-', '')).toBe(true);
    expect(meetsMinimum(scale, 'F', '')).toBe(false);
    expect(meetsMinimum(scale, 'P', '')).toBe(true);
    expect(meetsMinimum(scale, 'P', 'C')).toBe(false);
    expect(meetsMinimum(scale, 'W', '')).toBe(false);
  });
});

describe('gpaNeeded', () => {
  it('solves (Q + gN) / (C + N) = T exactly', () => {
    // 25.2 points over 7 credits (3.6); 3.7 over 7 + 5: g = (3.7 × 12 − 25.2) / 5 = (44.4 − 25.2) / 5 = 3.84.
    expect(gpaNeeded(scale, { qualityPoints: 25.2, gpaCredits: 7 }, 5, 3.7)).toEqual({ needed: 3.84, reachable: true, lowestGrade: 'A' });
    // 30 points over 10 credits (3.0); 3.5 over 10 + 10: g = (70 − 30) / 10 = 4.
    expect(gpaNeeded(scale, { qualityPoints: 30, gpaCredits: 10 }, 10, 3.5)).toEqual({ needed: 4, reachable: true, lowestGrade: 'A' });
    // 3.3 over 10 + 10: g = (66 − 30) / 10 = 3.6: an A- (3.7) in every course.
    expect(gpaNeeded(scale, { qualityPoints: 30, gpaCredits: 10 }, 10, 3.3).lowestGrade).toBe('A-');
  });

  it('says when the target is out of reach or already assured', () => {
    expect(gpaNeeded(scale, { qualityPoints: 30, gpaCredits: 10 }, 5, 3.8)).toEqual({ needed: 5.4, reachable: false });
    expect(gpaNeeded(scale, { qualityPoints: 40, gpaCredits: 10 }, 3, 2)).toMatchObject({ reachable: true, lowestGrade: 'F' });
    expect(gpaNeeded(scale, { qualityPoints: 0, gpaCredits: 0 }, 3, 2)).toMatchObject({ needed: 2, lowestGrade: 'C' });
  });
});
