// What a student may record on a plan course: a grade of their university's scale, and where credit from
// elsewhere came from. The device's form and the server check with these same functions and messages.
import type { CreditSource } from '../plan';
import { findGrade, type GradingScale } from './grading-scale';

export const CREDIT_SOURCES: readonly CreditSource[] = ['transfer', 'ap', 'ib', 'test', 'other'];

export const CREDIT_SOURCE_LABELS: Readonly<Record<CreditSource, string>> = {
  transfer: 'Transfer credit',
  ap: 'AP exam',
  ib: 'IB exam',
  test: 'Other exam',
  other: 'Other',
};

/** The longest grade a scale may name (catalog-format's rule: a letter and up to five more characters). */
export const GRADE_MAX = 6;

/** Why a grade cannot be recorded on this scale; null when it can (null and empty: no grade). */
export function gradeProblem(scale: GradingScale, grade: string | null | undefined): string | null {
  if (grade === null || grade === undefined || grade.trim() === '') return null;
  if (findGrade(scale, grade)) return null;
  return `“${grade.trim()}” is not a grade of your university’s scale (${scale.grades.map((definition) => definition.grade).join(', ')}).`;
}

/** The grade as the scale spells it ("b+" → "B+"); null for no grade. Assumes gradeProblem found none. */
export function scaleSpelling(scale: GradingScale, grade: string | null | undefined): string | null {
  if (grade === null || grade === undefined || grade.trim() === '') return null;
  return findGrade(scale, grade)?.grade ?? grade.trim();
}
