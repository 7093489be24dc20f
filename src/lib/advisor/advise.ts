// The embedded advisor: finds the courses a question names, decides what it asks, and answers in markdown
// from the student's own plan, catalogue and tasks. Deterministic (the clock is an input), no I/O.
import type { CatalogCourse } from '../catalog/catalog';
import { canTake } from './answer-can-take';
import { aboutCourse, offeringOf, prerequisitesOf } from './answer-course';
import { dueThisWeek } from './answer-due';
import { gpaAnswer } from './answer-gpa';
import { fromSyllabi } from './answer-syllabus';
import { graduation, nextTerm, requirementsLeft } from './answer-plan';
import { whatIf } from './answer-what-if';
import { detectIntent } from './advisor-intent';
import type { AdvisorAnswer, AdvisorInput } from './advisor-types';
import { findCourses } from './course-matcher';

const CAPABILITIES = [
  'whether you can take a course in a term ("Can I take CS 3110 next fall?")',
  'the prerequisites of a course ("What do I need before CS 2110?")',
  'when a course is offered ("When is MATH 2210 offered?")',
  'what to take next term, from your plan',
  'credits and courses left per requirement',
  'your projected graduation and whether it is on time',
  'what changes if you drop a course or move it to another term ("What if I move CS 3110 to Fall 2027?")',
  'your GPA and credits, and the term GPA you need to reach a target ("What GPA do I need this term to reach 3.0?")',
  'what is due in the next seven days',
  'your imported syllabi: what a part of the grade is worth and this week’s topics ("How much is the final worth in CS 2110?")',
];

export function advise(input: AdvisorInput, message: string): AdvisorAnswer {
  const named = findCourses(message, coursesOf(input));
  const intent = detectIntent(message, named.length > 0);
  const codes = named.map((course) => course.course_code);
  const each = (answer: (course: CatalogCourse) => string) => named.map(answer).join('\n\n');
  switch (intent) {
    case 'can-take':
      return { intent, courses: codes, text: named.map((course) => canTake(input, course, message)).join('\n\n') };
    case 'prerequisites':
      return { intent, courses: codes, text: each((course) => prerequisitesOf(input, course)) };
    case 'offered':
      return { intent, courses: codes, text: each((course) => offeringOf(input, course)) };
    case 'what-if':
      return { intent, courses: codes, text: whatIf(input, message, named[0]!) };
    case 'course':
      return { intent, courses: codes, text: each((course) => aboutCourse(input, course)) };
    case 'due':
      return { intent, courses: codes, text: dueThisWeek(input) };
    case 'syllabus':
      return { intent, courses: codes, text: fromSyllabi(input, message) };
    case 'next-term':
      return { intent, courses: codes, text: nextTerm(input) };
    case 'graduation':
      return { intent, courses: codes, text: graduation(input, message) };
    case 'requirements':
      return { intent, courses: codes, text: requirementsLeft(input) };
    case 'gpa':
      return { intent, courses: codes, text: gpaAnswer(input, message) };
    case 'help':
      return { intent, courses: codes, text: helpText() };
  }
}

function helpText(): string {
  return [
    'I can only answer from your plan, your program’s catalogue and your tasks, and I could not match that question. I can tell you:',
    ...CAPABILITIES.map((line) => `- ${line}`),
  ].join('\n');
}

/** The catalogue's courses, or the plan's own when there is no catalogue (titles and codes only). */
function coursesOf(input: AdvisorInput): CatalogCourse[] {
  if (input.catalog) return input.catalog.courses;
  return input.planCourses.map((course) => ({
    id: course.id,
    course_code: course.course_code,
    course_title: course.course_title ?? '',
    course_description: '',
    course_credit: course.credit,
    course_offered: '',
    course_category: '',
    course_prereq: '',
    course_coreq: '',
    min_grade_req: '',
    course_url: '',
    course_note: '',
  }));
}
