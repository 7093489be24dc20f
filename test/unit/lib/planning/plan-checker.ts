// An independent check of every rule a generated plan must keep, written from the rules rather
// than from the generator: returns the broken rules in words, empty when the plan is sound.
import { codeKey } from '../../../../src/lib/catalog/course-code';
import { isSatisfied, parseRequisites } from '../../../../src/lib/catalog/requisites';
import { parseTerm, SEASONS, termIndex, termFromIndex, type Season } from '../../../../src/lib/catalog/terms';
import type { GeneratedPlan, PlanInput } from '../../../../src/lib/planning/plan-types';
import { requirementRows } from '../../../../src/lib/planning/requirement-rows';

export function planViolations(input: PlanInput, plan: GeneratedPlan): string[] {
  const problems: string[] = [];
  const taught: Season[] = input.catalog.university.terms.length > 0 ? input.catalog.university.terms : ['Spring', 'Fall'];
  const load = input.creditLoad === 0 ? 15 : input.creditLoad;
  const catalogCodes = new Map(input.catalog.courses.map((item) => [codeKey(item.course_code), item]));
  const startIndex = termIndex(input.start);
  let firstIndex = startIndex;
  while (!taught.includes(termFromIndex(firstIndex).season)) firstIndex++;

  const kept = input.kept.filter((item) => item.status !== 'planned');
  const taken = new Set(kept.filter((item) => item.status === 'taken').map((item) => codeKey(item.code)));
  const taking = new Map<string, number>();
  for (const item of kept.filter((entry) => entry.status === 'taking')) {
    const at = parseTerm(item.term) ? termIndex(parseTerm(item.term)!) : startIndex;
    const code = codeKey(item.code);
    taking.set(code, Math.min(at, taking.get(code) ?? Infinity));
  }
  const placedAt = new Map<string, number>();
  for (const placed of plan.placed) {
    const code = codeKey(placed.course.course_code);
    if (placedAt.has(code)) problems.push(`${code} placed twice`);
    if (taken.has(code) || taking.has(code)) problems.push(`${code} is kept but placed`);
    const term = parseTerm(placed.term);
    if (!term) {
      problems.push(`${code} has no term`);
      continue;
    }
    placedAt.set(code, termIndex(term));
  }
  const sorted = [...plan.placed].sort(
    (a, b) => termIndex(parseTerm(a.term)!) - termIndex(parseTerm(b.term)!) || (a.course.course_code < b.course.course_code ? -1 : 1),
  );
  if (sorted.some((placed, at) => placed !== plan.placed[at])) problems.push('placed is not sorted by term then code');

  const credits = new Map<number, number[]>();
  for (const placed of plan.placed) {
    const code = codeKey(placed.course.course_code);
    const at = placedAt.get(code)!;
    const season = termFromIndex(at).season;
    if (at < firstIndex) problems.push(`${code} before the first term`);
    if (!taught.includes(season)) problems.push(`${code} in untaught ${placed.term}`);
    const offered = SEASONS.filter((name) => new RegExp(`\\b${name}\\b`, 'i').test(placed.course.course_offered));
    if (offered.length > 0 && !offered.includes(season)) problems.push(`${code} not offered in ${placed.term}`);
    const usable = (strict: boolean) => (other: string) => {
      if (!catalogCodes.has(other) || taken.has(other)) return true;
      const since = taking.get(other) ?? placedAt.get(other);
      return since !== undefined && (strict ? since < at : since <= at);
    };
    if (!isSatisfied(parseRequisites(placed.course.course_prereq), usable(true))) problems.push(`${code} prerequisites not met before ${placed.term}`);
    if (!isSatisfied(parseRequisites(placed.course.course_coreq), usable(false))) problems.push(`${code} corequisites not met by ${placed.term}`);
    credits.set(at, [...(credits.get(at) ?? []), placed.course.course_credit]);
  }
  for (const [at, list] of credits) {
    if (list.length > 1 && list.reduce((sum, credit) => sum + credit, 0) > load + 1e-9)
      problems.push(`${termFromIndex(at).season} ${Math.floor(at / 4)} over the load`);
  }

  const have = new Set([...taken, ...taking.keys(), ...placedAt.keys()]);
  const views = [...have].map((code, at) => ({
    id: String(at),
    course_code: code,
    credit: catalogCodes.get(code)?.course_credit ?? 0,
    term: '',
    status: 'taken' as const,
  }));
  const rows = requirementRows(input.catalog, views);
  input.catalog.program.requirements.forEach((requirement, at) => {
    if (requirement.kind === 'all_of') {
      const missing = requirement.courses.map(codeKey).filter((code) => catalogCodes.has(code) && !have.has(code));
      if (missing.length > 0) problems.push(`${requirement.category} misses ${missing.join(', ')}`);
    } else if (rows[at]!.credits_remaining > 1e-9) problems.push(`${requirement.category} short by ${rows[at]!.credits_remaining}`);
  });

  const last = Math.max(-1, ...placedAt.values());
  let terms = 0;
  for (let index = firstIndex; index <= last; index++) if (taught.includes(termFromIndex(index).season)) terms++;
  if (plan.termsNeeded !== terms) problems.push(`termsNeeded ${plan.termsNeeded}, counted ${terms}`);
  if (plan.termsNeeded < plan.lowerBound) problems.push(`termsNeeded ${plan.termsNeeded} below the lower bound ${plan.lowerBound}`);
  if (plan.placed.length > 0 && plan.estimatedGraduation !== plan.placed[plan.placed.length - 1]!.term)
    problems.push('estimatedGraduation is not the last placed term');
  return problems;
}
