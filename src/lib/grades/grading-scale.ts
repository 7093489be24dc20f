// A university's grading scale (docs/catalog-format.md, `university.grading_scale`): which grades exist, the
// grade points of those that count in the GPA, and whether each earns credit and counts as attempted.
// The scale is the single place these rules live, so a school with 4.3 for an A+ or no D- needs no code.

export interface GradeDefinition {
  /** As written on a transcript: "A-", "P", "W". Compared ignoring case. */
  grade: string;
  /** Grade points per credit; null for a grade that never counts in the GPA (P, S, W, I). */
  points: number | null;
  /** Whether a course with this grade earns its credits. */
  credit: boolean;
  /** Whether its credits count as attempted (a withdrawal or an incomplete usually does not). */
  attempted: boolean;
}

export interface GradingScale {
  grades: GradeDefinition[];
}

const letter = (grade: string, points: number): GradeDefinition => ({ grade, points, credit: points > 0, attempted: true });
const other = (grade: string, credit: boolean, attempted: boolean): GradeDefinition => ({ grade, points: null, credit, attempted });

/** The common US 4.0 scale with + and −, used when a catalogue names none. */
export const DEFAULT_GRADING_SCALE: GradingScale = {
  grades: [
    letter('A+', 4.0),
    letter('A', 4.0),
    letter('A-', 3.7),
    letter('B+', 3.3),
    letter('B', 3.0),
    letter('B-', 2.7),
    letter('C+', 2.3),
    letter('C', 2.0),
    letter('C-', 1.7),
    letter('D+', 1.3),
    letter('D', 1.0),
    letter('D-', 0.7),
    letter('F', 0),
    other('P', true, true),
    other('NP', false, true),
    other('S', true, true),
    other('U', false, true),
    other('W', false, false),
    other('I', false, false),
  ],
};

export function gradeKey(grade: string): string {
  return grade.trim().toUpperCase();
}

/** The scale's definition of a grade, or undefined when the scale has no such grade. */
export function findGrade(scale: GradingScale, grade: string): GradeDefinition | undefined {
  const key = gradeKey(grade);
  return scale.grades.find((definition) => gradeKey(definition.grade) === key);
}

/**
 * Whether a grade satisfies a course's minimum grade: it must earn credit and, when there is a minimum, carry
 * at least the minimum's grade points. A grade without points (P, S) cannot show it reached a letter, so it
 * satisfies no minimum: registrars ask for a letter grade where a minimum applies. A minimum the scale does
 * not know (the import warned about it) asks only for credit.
 */
export function meetsMinimum(scale: GradingScale, grade: string, minimum: string): boolean {
  const earned = findGrade(scale, grade);
  if (!earned?.credit) return false;
  const floor = minimum.trim() === '' ? undefined : findGrade(scale, minimum);
  if (floor?.points === null || floor?.points === undefined) return true;
  return earned.points !== null && earned.points >= floor.points;
}

/** The highest grade points the scale gives: the ceiling of any GPA. */
export function maxPoints(scale: GradingScale): number {
  return Math.max(0, ...scale.grades.map((definition) => definition.points ?? 0));
}
