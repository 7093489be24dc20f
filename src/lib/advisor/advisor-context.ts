// The facts a language model is given to answer from: who the student is, their plan in brief,
// the courses their question names, and what the embedded advisor found. The model is told to answer only
// from these, so a configured model and the embedded advisor agree on the facts.
import { codeKey } from '../catalog/course-code';
import { termSortKey } from '../catalog/terms';
import type { AdvisorAnswer, AdvisorInput } from './advisor-types';
import { projectedFinish } from './advisor-facts';

export const ADVISOR_SYSTEM_PROMPT =
  'You are DegreeMate, a friendly academic advisor. Answer the student briefly in markdown, using only the facts below about their plan, ' +
  'catalogue, syllabi and tasks. If the facts do not answer the question, say so plainly and suggest what you can answer. Never invent courses, terms or dates.';

export function advisorContext(input: AdvisorInput, answer: AdvisorAnswer): string {
  const lines = ['# Facts'];
  if (input.profile?.first_name) lines.push(`Student: ${input.profile.first_name}; expected graduation: ${input.profile.expected_graduation ?? 'unknown'}.`);
  lines.push(`Today: ${input.now.toISOString().slice(0, 10)}.`);
  if (input.plan) {
    lines.push(
      `Plan: ${input.plan.program_name || 'no program'}, from ${input.plan.start_term} ${input.plan.start_year}, ${input.plan.credit_load || 15} credits per term, projected to finish ${projectedFinish(input) || 'unknown'}.`,
    );
    const byTerm = [...input.planCourses].sort((a, b) => termSortKey(a.term) - termSortKey(b.term));
    lines.push('Plan courses (code, term, status, credits):');
    for (const course of byTerm.slice(0, 80)) lines.push(`- ${course.course_code}, ${course.term || 'no term'}, ${course.status}, ${course.credit}`);
  } else lines.push('The student has no graduation plan.');
  const named = new Set(answer.courses.map(codeKey));
  for (const course of input.catalog?.courses ?? []) {
    if (!named.has(codeKey(course.course_code))) continue;
    lines.push(
      `Course ${course.course_code} "${course.course_title}": ${course.course_credit} credits; offered ${course.course_offered || 'unknown'}; prerequisites ${course.course_prereq || 'none'}; corequisites ${course.course_coreq || 'none'}. ${course.course_description}`,
    );
  }
  for (const syllabus of input.syllabi ?? []) {
    const grading = syllabus.grading.map((part) => `${part.component} ${part.percent}%`).join(', ') || 'none given';
    lines.push(`Syllabus ${syllabus.course || '(no course)'} ${syllabus.term}: grading ${grading}; ${syllabus.topics.length} weekly topics.`);
  }
  lines.push('', '# What the embedded advisor found', answer.text);
  return lines.join('\n');
}
