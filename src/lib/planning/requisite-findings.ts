// The prerequisite and corequisite insights of one plan course: each requirement of its expressions that the
// plan does not meet in time, in plain words. A prerequisite counts when taken, or planned or being taken in an
// earlier term; a corequisite also in the same term. A taken course counts only when passed (course-passed: its
// grade reaches the minimum); credit from elsewhere always counts. Codes outside the catalogue count as met
// (docs/catalog-format.md).
import { codeKey } from '../catalog/course-code';
import { formatRequisites, isSatisfied, type Requisite } from '../catalog/requisites';
import { formatTerm, parseTerm, termSortKey } from '../catalog/terms';
import type { GradingScale } from '../grades/grading-scale';
import type { CatalogIndex } from './catalog-index';
import { courseFailed, coursePassed } from './course-passed';
import type { PlanCourseView, PlanInsight } from './plan-types';

type Finding = Omit<PlanInsight, 'planCourseId'>;

export function requisiteFindings(
  index: CatalogIndex,
  planCourses: readonly PlanCourseView[],
  course: PlanCourseView,
  code: string,
  scale?: GradingScale,
): Finding[] {
  const entry = index.courses.get(code);
  const at = termSortKey(course.term);
  if (!entry || at === Number.MAX_SAFE_INTEGER) return [];
  const termName = (text: string) => {
    const term = parseTerm(text);
    return term ? formatTerm(term) : text.trim();
  };
  const where = termName(course.term);
  const failed = (item: PlanCourseView) => courseFailed(item, index, scale);
  const attempts = (other: string) => planCourses.filter((item) => item !== course && codeKey(item.course_code) === other);
  const others = (other: string) => attempts(other).filter((item) => !failed(item));
  const met = (strict: boolean) => (other: string) =>
    !index.courses.has(other) ||
    others(other).some((item) => coursePassed(item, index, scale) || (strict ? termSortKey(item.term) < at : termSortKey(item.term) <= at));

  function describe(requisite: Requisite, strict: boolean): Finding[] {
    if (isSatisfied(requisite, met(strict))) return [];
    const kind = strict ? 'prerequisite' : 'corequisite';
    if (requisite.kind === 'all') return requisite.of.flatMap((part) => describe(part, strict));
    if (requisite.kind === 'any') {
      return [
        {
          kind,
          message: `${code} is planned for ${where}, but none of its ${kind} options (${formatRequisites(requisite)}) is planned ${strict ? 'before' : 'by'} then.`,
        },
      ];
    }
    const other = requisite.code;
    const planned = others(other).filter((item) => termSortKey(item.term) !== Number.MAX_SAFE_INTEGER);
    const short = attempts(other).find(failed);
    if (short && planned.length === 0) {
      const minimum = index.courses.get(other)?.course.min_grade_req ?? '';
      const needs = minimum ? `at least ${minimum}` : 'a passing grade';
      return [{ kind: 'min-grade', message: `${code} needs ${other} with ${needs}; your ${short.grade} does not count, so ${other} must be taken again.` }];
    }
    if (planned.length === 0 && others(other).length > 0)
      return [{ kind, message: `${code} is planned for ${where}, but its ${kind} ${other} has no term yet.` }];
    if (planned.length === 0) return [{ kind, message: `${code} needs its ${kind} ${other}, which is not in your plan.` }];
    const first = planned.reduce((earliest, item) => (termSortKey(item.term) < termSortKey(earliest.term) ? item : earliest));
    const then = termName(first.term);
    if (!strict)
      return [{ kind, message: `${code} is planned for ${where}, before its corequisite ${other} (${then}); take them together or ${other} first.` }];
    if (termSortKey(first.term) === at) return [{ kind, message: `${code} is planned for ${where}, the same term as its prerequisite ${other}.` }];
    return [{ kind, message: `${code} is planned for ${where}, before its prerequisite ${other} (${then}).` }];
  }

  return [...(entry.prereq ? describe(entry.prereq, true) : []), ...(entry.coreq ? describe(entry.coreq, false) : [])];
}
