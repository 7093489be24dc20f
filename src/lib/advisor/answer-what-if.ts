// "What if I drop CS 2110" / "move CS 2110 to Fall 2027": the plan changed that way, checked by the same
// insights the Graduation tab shows (prerequisites out of order, offerings, overloads, open requirements),
// and the projected graduation before and after.
import type { CatalogCourse } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';
import { formatTerm, parseTerm } from '../catalog/terms';
import { planInsights } from '../planning/plan-insights';
import { courseLabel, NO_CATALOG, NO_PLAN, planCourseOf, projectedFinish } from './advisor-facts';
import type { AdvisorInput, AdvisorPlanCourse } from './advisor-types';

const TERM = /\b(winter|spring|summer|fall)\s+(\d{4})\b/i;

export function whatIf(input: AdvisorInput, text: string, course: CatalogCourse): string {
  if (!input.plan) return NO_PLAN;
  if (!input.catalog) return NO_CATALOG;
  const planned = planCourseOf(input, course.course_code);
  if (!planned) return `${courseLabel(course)} is not in your plan, so dropping or moving it changes nothing. Add it on the Graduation tab first.`;
  if (planned.status === 'taken') return `You have already taken ${courseLabel(course)}; it stays in your record.`;
  const termMatch = TERM.exec(text);
  const target = termMatch ? parseTerm(`${termMatch[1]} ${termMatch[2]}`) : null;
  const changed: AdvisorPlanCourse[] = target
    ? input.planCourses.map((item) => (item.id === planned.id ? { ...item, term: formatTerm(target), status: 'planned' } : item))
    : input.planCourses.filter((item) => item.id !== planned.id);
  const action = target ? `Moving ${courseLabel(course)} from ${planned.term || 'no term'} to ${formatTerm(target)}` : `Dropping ${courseLabel(course)}`;

  const load = input.plan.credit_load;
  const before = new Set(planInsights(input.catalog, input.planCourses, load).map((insight) => insight.message));
  const after = planInsights(input.catalog, changed, load).filter((insight) => !before.has(insight.message));
  const lines = [`${action}:`];
  const dependents = dependentsInPlan(input, course);
  if (!target && dependents.length > 0) lines.push(`- It is a prerequisite of ${dependents.join(', ')} in your plan.`);
  for (const insight of after) lines.push(`- ${insight.message}`);
  if (after.length === 0 && dependents.length === 0) lines.push('- No new problems: prerequisites, offerings and requirements still hold.');
  const finishBefore = projectedFinish(input);
  const finishAfter = projectedFinish(input, changed);
  lines.push(
    finishBefore === finishAfter
      ? `- Your projected graduation stays **${finishAfter || 'unknown'}**.`
      : `- Your projected graduation changes from **${finishBefore}** to **${finishAfter}**.`,
  );
  return lines.join('\n');
}

function dependentsInPlan(input: AdvisorInput, course: CatalogCourse): string[] {
  const code = codeKey(course.course_code);
  const byCode = new Map((input.catalog?.courses ?? []).map((item) => [codeKey(item.course_code), item]));
  return input.planCourses
    .filter((item) => item.status !== 'taken')
    .map((item) => byCode.get(codeKey(item.course_code)))
    .filter((item): item is CatalogCourse => !!item && new RegExp(`\\b${code.replace(/\s+/, '\\s*')}\\b`, 'i').test(item.course_prereq))
    .map((item) => item.course_code);
}
