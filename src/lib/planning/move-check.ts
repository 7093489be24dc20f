// Moving one plan course by hand to another term (or to no term): checked at once, before anything is
// stored. The plan is judged as it would be after the move with the same rules as the insights
// (plan-insights.ts), so the move check and the badge never disagree; only what the move itself breaks
// counts, never a problem the plan already had.
// Refused: a prerequisite or corequisite out of order (the moved course's or a course that needs it), a term
// that has ended or is under way, a season the university does not teach. Allowed with a warning: a season
// the catalogue does not list the course in (offerings change; the student may know better) and a term
// over the credit load. Moving to no term ("Unscheduled") is never refused: what it leaves open is a warning.
import { formatTerm, parseTerm, type Term } from '../catalog/terms';
import { planInsights } from './plan-insights';
import type { PlanCourseView, PlanInsight, ProgramCatalog } from './plan-types';

export interface MoveInput {
  catalog: ProgramCatalog;
  planCourses: readonly PlanCourseView[];
  /** The id of the plan course moved. */
  courseId: string;
  /** "Spring 2028", or "" for Unscheduled. */
  to: string;
  /** Credits per term; 0 means 15. */
  creditLoad: number;
  /** The term under way. */
  now: Term;
}

export type MoveVerdict = { verdict: 'allowed'; to: string; warnings: string[] } | { verdict: 'refused'; reasons: string[] };

const REFUSING: readonly PlanInsight['kind'][] = ['prerequisite', 'corequisite', 'ended-term', 'current-term', 'untaught-term'];
const WARNING: readonly PlanInsight['kind'][] = ['offering', 'overload', ...REFUSING];

export function checkMove(input: MoveInput): MoveVerdict {
  const moved = input.planCourses.find((course) => course.id === input.courseId);
  if (!moved) return { verdict: 'refused', reasons: ['That course is no longer in your plan.'] };
  const parsed = parseTerm(input.to);
  if (input.to.trim() !== '' && !parsed) return { verdict: 'refused', reasons: [`“${input.to.trim()}” is not a term like “Fall 2027”.`] };
  const to = parsed ? formatTerm(parsed) : '';
  const after = input.planCourses.map((course) => (course === moved ? { ...course, term: to } : course));
  const before = new Set(planInsights(input.catalog, input.planCourses, input.creditLoad, input.now).map((insight) => insight.message));
  const caused = planInsights(input.catalog, after, input.creditLoad, input.now).filter((insight) => !before.has(insight.message));
  const refusing = to === '' ? [] : caused.filter((insight) => REFUSING.includes(insight.kind));
  if (refusing.length > 0) return { verdict: 'refused', reasons: refusing.map((insight) => insight.message) };
  return { verdict: 'allowed', to, warnings: caused.filter((insight) => WARNING.includes(insight.kind)).map((insight) => insight.message) };
}
