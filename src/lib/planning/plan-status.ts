// The plan's badge, from the same facts as its insights so the two can never disagree: on track only when
// the projected last term ends by the expected graduation AND no insight reports a broken rule or an open
// requirement. Otherwise it says which (behind, needs attention) and why, one reason per fact.
import { formatTerm, parseTerm, termIndex, type Term } from '../catalog/terms';
import { graduationStatus } from './graduation-status';
import { planInsights } from './plan-insights';
import type { PlanCourseView, PlanInsight, ProgramCatalog } from './plan-types';

export interface PlanStatus {
  status: 'on-track' | 'behind' | 'needs-attention' | 'unknown';
  /** What the badge rests on, in words: the projection first, then every insight. */
  reasons: string[];
  insights: PlanInsight[];
  /** The last term holding a course of the plan ("Spring 2030"), or empty. */
  projected: string;
}

export interface PlanStatusInput {
  catalog: ProgramCatalog;
  planCourses: readonly PlanCourseView[];
  creditLoad: number;
  /** The profile's expected graduation date, "2030-05-15". */
  expectedGraduation: string;
  now?: Term;
}

export function planStatus(input: PlanStatusInput): PlanStatus {
  const insights = planInsights(input.catalog, input.planCourses, input.creditLoad, input.now);
  const projected = projectedGraduation(input.planCourses);
  const graduation = graduationStatus(projected, input.expectedGraduation);
  const problems = insights.map((insight) => insight.message);
  const reasons = [graduation.reason, ...problems];
  if (graduation.status === 'behind') return { status: 'behind', reasons, insights, projected };
  if (problems.length > 0) return { status: 'needs-attention', reasons, insights, projected };
  return { status: graduation.status, reasons, insights, projected };
}

/** The latest term any plan course is in: the plan ends there, whatever was stored when it was generated. */
export function projectedGraduation(planCourses: readonly Pick<PlanCourseView, 'term'>[]): string {
  const terms = planCourses.map((course) => parseTerm(course.term)).filter((term) => term !== null);
  if (terms.length === 0) return '';
  return formatTerm(terms.reduce((latest, term) => (termIndex(term) > termIndex(latest) ? term : latest)));
}
