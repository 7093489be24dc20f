// Term and cumulative GPA, credits attempted and earned, computed the usual way: GPA = quality points (grade
// points × credits) / credits of grades that carry points. Grades without points (P, S, W, I) never enter the
// GPA; whether they earn credit or count as attempted is the scale's to say. A repeated course: the latest
// graded attempt counts in the cumulative figures, earlier ones stay listed but excluded (each still counts in
// its own term's GPA, as on a transcript). A W or I does not replace an earlier grade, since it is no attempt
// completed. Arithmetic is exact: points in hundredths and credits in halves are integers, divided once.
import { codeKey } from '../catalog/course-code';
import { termSortKey } from '../catalog/terms';
import type { GradedCourse } from './graded-course';
import { findGrade, type GradeDefinition, type GradingScale } from './grading-scale';

export interface GpaSummary {
  /** null when no grade with points counts yet ("N/A"). */
  gpa: number | null;
  qualityPoints: number;
  /** Credits of grades that carry points: the GPA's denominator. */
  gpaCredits: number;
  creditsAttempted: number;
  /** Credits earned here and elsewhere: what counts towards the degree's total. */
  creditsEarned: number;
  /** Credit from elsewhere (transfer, AP, IB, test): earned towards the degree, outside the GPA. */
  creditsFromElsewhere: number;
}

export type Exclusion = 'in-progress' | 'repeated' | 'unknown-grade';

export interface AttemptLine {
  course: GradedCourse;
  /** Why it does not count in the cumulative figures; absent when it counts. */
  excluded?: Exclusion;
}

export interface GradeReport {
  cumulative: GpaSummary;
  /** Term by term in time order, every graded attempt of that term counted (terms with none are left out). */
  terms: { term: string; summary: GpaSummary }[];
  /** Every input course in input order, with why it does not count when it does not. */
  attempts: AttemptLine[];
}

interface Totals {
  quality: number; // hundredths of a point × half credits
  gpaHalves: number;
  attemptedHalves: number;
  earnedHalves: number;
  elsewhereHalves: number;
}

const halves = (credits: number) => (Number.isFinite(credits) && credits > 0 ? Math.round(credits * 2) : 0);
const hundredths = (points: number) => Math.round(points * 100);

function emptyTotals(): Totals {
  return { quality: 0, gpaHalves: 0, attemptedHalves: 0, earnedHalves: 0, elsewhereHalves: 0 };
}

function add(totals: Totals, course: GradedCourse, definition: GradeDefinition): void {
  const credit = halves(course.credits);
  if (definition.attempted) totals.attemptedHalves += credit;
  if (definition.credit) totals.earnedHalves += credit;
  if (definition.points !== null) {
    totals.gpaHalves += credit;
    totals.quality += hundredths(definition.points) * credit;
  }
}

function summary(totals: Totals): GpaSummary {
  return {
    gpa: totals.gpaHalves > 0 ? totals.quality / (totals.gpaHalves * 100) : null,
    qualityPoints: totals.quality / 200,
    gpaCredits: totals.gpaHalves / 2,
    creditsAttempted: totals.attemptedHalves / 2,
    creditsEarned: totals.earnedHalves / 2,
    creditsFromElsewhere: totals.elsewhereHalves / 2,
  };
}

export function gradeReport(scale: GradingScale, courses: readonly GradedCourse[]): GradeReport {
  const definitionOf = (course: GradedCourse) => (course.grade === undefined || course.grade.trim() === '' ? undefined : findGrade(scale, course.grade));
  // The attempt that counts for each course code: the latest completed one (latest term; later in the list on a tie).
  const latest = new Map<string, number>();
  courses.forEach((course, at) => {
    const definition = definitionOf(course);
    if (course.creditSource || !definition?.attempted) return;
    const code = codeKey(course.courseCode);
    const before = latest.get(code);
    if (before === undefined || termSortKey(course.term) >= termSortKey(courses[before]!.term)) latest.set(code, at);
  });

  const cumulative = emptyTotals();
  const byTerm = new Map<string, Totals>();
  const attempts: AttemptLine[] = courses.map((course, at) => {
    if (course.creditSource) {
      cumulative.elsewhereHalves += halves(course.credits);
      return { course };
    }
    const hasGrade = course.grade !== undefined && course.grade.trim() !== '';
    if (!hasGrade) return { course, excluded: 'in-progress' };
    const definition = definitionOf(course);
    if (!definition) return { course, excluded: 'unknown-grade' };
    if (course.term.trim() !== '') {
      const term = byTerm.get(course.term.trim()) ?? emptyTotals();
      add(term, course, definition);
      byTerm.set(course.term.trim(), term);
    }
    const counting = latest.get(codeKey(course.courseCode));
    if (definition.attempted && counting !== at) return { course, excluded: 'repeated' };
    add(cumulative, course, definition);
    return { course };
  });

  const terms = [...byTerm.entries()].sort(([a], [b]) => termSortKey(a) - termSortKey(b)).map(([term, totals]) => ({ term, summary: summary(totals) }));
  const result = summary(cumulative);
  result.creditsEarned += result.creditsFromElsewhere;
  return { cumulative: result, terms, attempts };
}
