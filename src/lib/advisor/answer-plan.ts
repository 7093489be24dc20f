// Answers about the plan as a whole: what to take next term, what is left per requirement, and the
// projected graduation against the expected one (the Graduation tab's own figures).
import { codeKey } from '../catalog/course-code';
import { currentTerm } from '../catalog/current-term';
import { formatTerm, parseTerm, termIndex, termSortKey } from '../catalog/terms';
import { indexCatalog } from '../planning/catalog-index';
import { graduationStatus } from '../planning/graduation-status';
import { requirementRowsFor } from '../planning/requirement-rows';
import { credits, joinWords, NO_CATALOG, NO_PLAN, projectedFinish } from './advisor-facts';
import type { AdvisorInput } from './advisor-types';

export function nextTerm(input: AdvisorInput): string {
  if (!input.plan) return NO_PLAN;
  const taught = input.catalog?.university.terms ?? [];
  const now = termIndex(currentTerm(input.now, taught));
  const planned = input.planCourses.filter((course) => course.status === 'planned' && parseTerm(course.term));
  const later = planned.filter((course) => termIndex(parseTerm(course.term)!) > now);
  const pool = later.length > 0 ? later : planned;
  if (pool.length === 0) return 'Your plan has no planned courses left: everything is taken or being taken.';
  const first = Math.min(...pool.map((course) => termSortKey(course.term)));
  const term = pool.find((course) => termSortKey(course.term) === first)!.term;
  const courses = pool.filter((course) => termSortKey(course.term) === first).sort((a, b) => (a.course_code < b.course_code ? -1 : 1));
  const total = courses.reduce((sum, course) => sum + (Number.isFinite(course.credit) ? course.credit : 0), 0);
  const lines = [`Your plan has these courses for **${formatTerm(parseTerm(term)!)}** (${credits(total)}):`];
  for (const course of courses) lines.push(`- **${course.course_code}**${course.course_title ? ` ${course.course_title}` : ''}, ${credits(course.credit)}`);
  const taking = input.planCourses.filter((course) => course.status === 'taking').map((course) => course.course_code);
  if (taking.length > 0) lines.push('', `This term you are taking ${joinWords(taking)}.`);
  return lines.join('\n');
}

export function requirementsLeft(input: AdvisorInput): string {
  if (!input.plan) return NO_PLAN;
  if (!input.catalog) return NO_CATALOG;
  const catalog = input.catalog;
  const taken = requirementRowsFor(catalog, input.planCourses, ['taken']);
  const takenCodes = new Set(input.planCourses.filter((course) => course.status === 'taken').map((course) => codeKey(course.course_code)));
  const takenCredits = input.planCourses.filter((course) => course.status === 'taken').reduce((sum, course) => sum + course.credit, 0);
  const left = input.planCourses.filter((course) => course.status !== 'taken');
  const creditsLeft = Math.max(0, catalog.program.total_credits - takenCredits);
  // The question is how much is left: that first, in one sentence.
  const lines = [
    `You have **${credits(creditsLeft)} left** of the ${catalog.program.total_credits} for ${catalog.program.program_name} (${credits(takenCredits)} completed); ${left.length} course${left.length === 1 ? '' : 's'} in your plan ${left.length === 1 ? 'is' : 'are'} not taken yet.`,
    '',
    '| Requirement | Required | Completed | Remaining |',
    '|---|---|---|---|',
  ];
  const index = indexCatalog(catalog);
  const open: string[] = [];
  taken.forEach((row, position) => {
    const remaining = row.credits_remaining > 1e-9 ? String(row.credits_remaining) : 'Satisfied';
    lines.push(`| ${row.category} | ${row.credits_required} | ${row.credits_completed} | ${remaining} |`);
    const requirement = catalog.program.requirements[position]!;
    if (row.credits_remaining > 1e-9 && requirement.kind === 'all_of') {
      const missing = requirement.courses.map(codeKey).filter((code) => !takenCodes.has(code) && index.courses.has(code));
      if (missing.length > 0) open.push(`- ${row.category}: ${joinWords(missing)}`);
    }
  });
  if (open.length > 0) lines.push('', 'Courses still to take for required lists:', ...open);
  return lines.join('\n');
}

/**
 * One sentence: a yes or a no first for a yes-or-no question ("Will I graduate on time?"), else the term;
 * the term and the expected graduation said once each.
 */
export function graduation(input: AdvisorInput, question = ''): string {
  if (!input.plan) return NO_PLAN;
  const finish = projectedFinish(input);
  if (!finish) return 'Your plan has no terms yet, so I cannot project your graduation.';
  const expectedDate = input.profile?.expected_graduation ?? '';
  const status = graduationStatus(finish, expectedDate);
  if (status.status === 'unknown') return `Your projected graduation is **${finish}**. ${status.reason}`;
  const expected = monthAndYear(expectedDate);
  const yesOrNo = /^\s*(will|am|are|is|do|does|can|could|should|shall)\b/i.test(question);
  const onTrack = status.status === 'on-track';
  const comparison = onTrack ? `by your expected graduation in ${expected}` : `after your expected graduation in ${expected}`;
  if (yesOrNo) return `${onTrack ? 'Yes, you are **on track**' : 'No, you are **behind**'}: your projected graduation is **${finish}**, ${comparison}.`;
  return `Your projected graduation is **${finish}**, ${comparison}: you are ${onTrack ? '**on track**' : '**behind**'}.`;
}

/** "2027-05-20" as "May 2027". */
function monthAndYear(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return `${new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`;
}
