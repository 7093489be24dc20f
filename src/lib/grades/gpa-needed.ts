// "What GPA do I need this term to reach T?": with quality points Q over C GPA credits so far and N new credits
// graded this term, the cumulative GPA reaches T exactly when the term GPA g satisfies (Q + gN) / (C + N) ≥ T,
// so g ≥ (T(C + N) − Q) / N. Solved in integers (hundredths of a point, half credits) with one division, so
// 3.5 needed prints as 3.5, not 3.4999999. The term's courses are taken to be new ones, not repeats.
import type { GpaSummary } from './gpa';
import { maxPoints, type GradeDefinition, type GradingScale } from './grading-scale';

export interface GpaNeeded {
  /** The term GPA needed; 0 or less when any grades will do. */
  needed: number;
  /** Whether the scale's best grade in every course gets there. */
  reachable: boolean;
  /** The lowest grade that, earned in every course this term, gets there; undefined when unreachable. */
  lowestGrade?: string;
}

export function gpaNeeded(scale: GradingScale, sofar: Pick<GpaSummary, 'qualityPoints' | 'gpaCredits'>, termCredits: number, target: number): GpaNeeded {
  const termHalves = Math.round(termCredits * 2);
  if (!(termHalves > 0)) throw new RangeError(`The term's credits must be more than 0; they are ${termCredits}.`);
  const quality = Math.round(sofar.qualityPoints * 200);
  const sofarHalves = Math.round(sofar.gpaCredits * 2);
  const numerator = Math.round(target * 100) * (sofarHalves + termHalves) - quality;
  const denominator = termHalves * 100;
  const needed = numerator / denominator;
  const reachable = numerator <= Math.round(maxPoints(scale) * 100) * termHalves;
  // Compared in integers too: a grade of p points gets there when p × 100 × N ≥ the numerator.
  const enough = (definition: GradeDefinition) => definition.points !== null && Math.round(definition.points * 100) * termHalves >= numerator;
  // Among equal points the later-listed grade is the plainer one (A rather than A+).
  const candidates = scale.grades
    .filter(enough)
    .reverse()
    .sort((a, b) => a.points! - b.points!);
  return { needed, reachable, ...(reachable && candidates[0] ? { lowestGrade: candidates[0].grade } : {}) };
}
