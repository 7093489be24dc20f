// Smart insights on a plan as the student edited it: prerequisites planned too late or missing, corequisites
// planned later, courses in a term they are not offered or the university does not teach, overloaded terms,
// and requirements the whole plan (taken, taking and planned) still leaves open. Given the term under way, also
// planned courses in a term that has ended or in the current one (which holds only what is being taken). Taken
// courses and credit from elsewhere are history: never flagged. Ordered by term, then course code, then kind;
// requirements last, in file order.
import { codeKey } from '../catalog/course-code';
import { formatTerm, termIndex, termSortKey, parseTerm, type Term } from '../catalog/terms';
import { hasCreditFromElsewhere } from './course-passed';
import { indexCatalog, type CatalogIndex } from './catalog-index';
import type { PlanCourseView, PlanInsight, ProgramCatalog } from './plan-types';
import { requisiteFindings } from './requisite-findings';
import { requirementRowsFor } from './requirement-rows';

const KIND_ORDER: PlanInsight['kind'][] = [
  'ended-term',
  'current-term',
  'untaught-term',
  'offering',
  'min-grade',
  'prerequisite',
  'corequisite',
  'overload',
  'requirement',
];

interface Sortable {
  term: number;
  code: string;
  insight: PlanInsight;
}

export function planInsights(catalog: ProgramCatalog, planCourses: readonly PlanCourseView[], creditLoad: number, now?: Term): PlanInsight[] {
  const index = indexCatalog(catalog);
  const load = Number.isFinite(creditLoad) && creditLoad > 0 ? creditLoad : 15;
  const found: Sortable[] = [];
  for (const course of planCourses) {
    if (course.status === 'taken' || hasCreditFromElsewhere(course)) continue;
    const code = codeKey(course.course_code);
    const add = (insight: Omit<PlanInsight, 'planCourseId'>) =>
      found.push({ term: termSortKey(course.term), code, insight: { ...insight, planCourseId: course.id } });
    if (course.status === 'planned' && now) timeFindings(course, code, now).forEach(add);
    if (course.status === 'planned') termFindings(catalog, index, course, code).forEach(add);
    requisiteFindings(index, planCourses, course, code, catalog.university.grading_scale).forEach(add);
  }
  found.push(...overloads(planCourses, load));
  found.sort(
    (a, b) => a.term - b.term || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) || KIND_ORDER.indexOf(a.insight.kind) - KIND_ORDER.indexOf(b.insight.kind),
  );
  const open = requirementRowsFor(catalog, planCourses, ['taken', 'taking', 'planned'])
    .filter((row) => row.credits_remaining > 1e-9)
    .map((row): PlanInsight => ({ kind: 'requirement', message: `${row.category} still needs ${credits(row.credits_remaining)}.` }));
  return [...found.map((item) => item.insight), ...open];
}

/** The insights about each plan course, by plan course id (courses without any are absent). */
export function courseIssues(catalog: ProgramCatalog, planCourses: readonly PlanCourseView[], creditLoad: number, now?: Term): Map<string, PlanInsight[]> {
  const issues = new Map<string, PlanInsight[]>();
  for (const insight of planInsights(catalog, planCourses, creditLoad, now)) {
    if (insight.planCourseId === undefined) continue;
    issues.set(insight.planCourseId, [...(issues.get(insight.planCourseId) ?? []), insight]);
  }
  return issues;
}

function timeFindings(course: PlanCourseView, code: string, now: Term): Omit<PlanInsight, 'planCourseId'>[] {
  const term = parseTerm(course.term);
  if (!term) return [];
  const where = formatTerm(term);
  if (termIndex(term) < termIndex(now))
    return [{ kind: 'ended-term', message: `${code} is planned for ${where}, which has ended: mark it taken or move it to a later term.` }];
  if (termIndex(term) === termIndex(now))
    return [{ kind: 'current-term', message: `${code} is planned for ${where}, the term under way: mark it taking or move it to a later term.` }];
  return [];
}

function termFindings(catalog: ProgramCatalog, index: CatalogIndex, course: PlanCourseView, code: string): Omit<PlanInsight, 'planCourseId'>[] {
  const term = parseTerm(course.term);
  if (!term) return [];
  if (!index.taught.includes(term.season)) {
    return [
      {
        kind: 'untaught-term',
        message: `${code} is planned for ${term.season} ${term.year}, but ${catalog.university.name} does not teach in ${term.season}.`,
      },
    ];
  }
  const listed = index.courses.get(code)?.listed ?? [];
  if (listed.length === 0 || listed.includes(term.season)) return [];
  return [{ kind: 'offering', message: `${code} is offered only in ${joinWords(listed)}; it is planned for ${term.season} ${term.year}.` }];
}

function overloads(planCourses: readonly PlanCourseView[], load: number): Sortable[] {
  const terms = new Map<number, { text: string; credits: number; count: number }>();
  for (const course of planCourses) {
    const term = parseTerm(course.term);
    if (!term) continue;
    const key = termSortKey(course.term);
    const entry = terms.get(key) ?? { text: `${term.season} ${term.year}`, credits: 0, count: 0 };
    entry.credits += Number.isFinite(course.credit) ? course.credit : 0;
    entry.count += 1;
    terms.set(key, entry);
  }
  return [...terms.entries()]
    .filter(([, entry]) => entry.count > 1 && entry.credits > load + 1e-9)
    .map(([key, entry]) => ({
      term: key,
      code: '\uffff',
      insight: { kind: 'overload', message: `${entry.text} carries ${entry.credits} credits, more than your load of ${load}.` },
    }));
}

function credits(amount: number): string {
  return `${amount} credit${amount === 1 ? '' : 's'}`;
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
