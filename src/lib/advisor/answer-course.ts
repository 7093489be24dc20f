// Answers about named courses: their prerequisites (and how the student stands on each), when they are
// offered (and when the plan has them), or both when the question asks nothing more specific.
import type { CatalogCourse } from '../catalog/catalog';
import { parseRequisites, requisiteCodes, formatRequisites, isSatisfied } from '../catalog/requisites';
import { listedSeasons } from '../planning/catalog-index';
import { courseLabel, credits, joinWords, planCourseOf, standing } from './advisor-facts';
import type { AdvisorInput } from './advisor-types';

export function safeParse(text: string) {
  try {
    return parseRequisites(text);
  } catch {
    return null;
  }
}

export function prerequisitesOf(input: AdvisorInput, course: CatalogCourse): string {
  const prereq = safeParse(course.course_prereq);
  const coreq = safeParse(course.course_coreq);
  const lines: string[] = [];
  if (!prereq) lines.push(`${courseLabel(course)} has no prerequisites.`);
  else {
    // The answer in one sentence first, then each course. The list ends with a blank line: a sentence on the
    // next line would be read by markdown as the end of the last bullet.
    const met = (code: string) => planCourseOf(input, code)?.status === 'taken';
    const verdict =
      input.planCourses.length === 0 ? '' : isSatisfied(prereq, met) ? ': you have met these prerequisites' : ': you have not met these prerequisites yet';
    lines.push(`${courseLabel(course)} requires ${formatRequisites(prereq)}${verdict}.`, '');
    for (const code of requisiteCodes(prereq)) lines.push(`- ${code}: ${standing(input, code)}`);
    lines.push('');
  }
  if (coreq) lines.push(`Take ${formatRequisites(coreq)} before or in the same term (corequisite).`);
  if (course.min_grade_req) lines.push(`Minimum grade: ${course.min_grade_req}.`);
  return lines.join('\n').trim();
}

export function offeringOf(input: AdvisorInput, course: CatalogCourse): string {
  const seasons = listedSeasons(course.course_offered);
  const lines = [
    seasons.length > 0 ? `${courseLabel(course)} is offered in ${joinWords(seasons)}.` : `The catalogue does not say when ${courseLabel(course)} is offered.`,
  ];
  const inPlan = planCourseOf(input, course.course_code);
  lines.push(inPlan ? `In your plan it is ${standing(input, course.course_code)}.` : 'It is not in your plan.');
  return lines.join('\n');
}

export function aboutCourse(input: AdvisorInput, course: CatalogCourse): string {
  const parts = [`${courseLabel(course)}, ${credits(course.course_credit)}.`];
  if (course.course_description) parts.push(course.course_description);
  return [parts.join(' '), prerequisitesOf(input, course), offeringOf(input, course)].join('\n\n');
}
