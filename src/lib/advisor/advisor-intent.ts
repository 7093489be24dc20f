// What a question asks, from its words: a few patterns per intent, tried in an order that lets the more
// specific question win ("what if I drop CS 2110" is about dropping, though it names a course).
import type { AdvisorIntent } from './advisor-types';

const PATTERNS: [AdvisorIntent, RegExp, boolean][] = [
  // [intent, pattern, needs a named course]
  // Before the syllabus' "grading": a GPA is the student's own record, whatever else the question names.
  ['gpa', /\b(gpa|grade point average|my grades)\b/i, false],
  ['what-if', /\b(drop|dropp(ed|ing)|remove|withdraw|skip|move|moved|moving|postpone|delay|push(ed)? back|what if|instead)\b/i, true],
  // "Can I take CS 4780 next fall?" asks for a yes or a no, from the prerequisites and the offering both.
  ['can-take', /\b((can|could|may) i (take|enrol+( in)?|register for|sign up for)|am i (allowed|able|eligible) to take)\b/i, true],
  [
    'prerequisites',
    /\b(pre-?req\w*|pre-?requisite\w*|co-?req\w*|before (i |you )?(can )?take|need(ed)? (to take )?(first|before)|required? for|eligible)\b/i,
    true,
  ],
  ['offered', /\b(offered|offering|taught|available|when (is|can|does|do)|which (term|semester|season)|what (term|semester|season))\b/i, true],
  // Grading weights and weekly topics (from imported syllabi); "how many credits is it worth" is not one.
  ['syllabus', /^(?![\s\S]*\bcredits?\b)[\s\S]*\b(worth|weigh\w*|percent\w*|grading|graded|grade breakdown|topics?|covering|syllabus|syllabi)\b/i, false],
  ['due', /\b(due|deadlines?|assignments?|homework|tasks?|to-?do)\b/i, false],
  ['next-term', /\b(next (term|semester|quarter)|take next|should i take|what (courses|classes) (should|do|will)|(coming|upcoming) (term|semester))\b/i, false],
  // Credits or courses left, even when the question ends "to graduate".
  ['requirements', /\b(how many (credits|courses|classes)|(credits|courses|classes) (do i have )?(left|remaining))\b/i, false],
  ['graduation', /\b(graduat\w*|on time|on track|finish(ing)? (my )?(degree|school)|behind)\b/i, false],
  ['requirements', /\b(left|remaining|remain|requirements?|credits?|how many (courses|classes)|still need|progress|missing)\b/i, false],
];

export function detectIntent(text: string, namesCourse: boolean): AdvisorIntent {
  for (const [intent, pattern, needsCourse] of PATTERNS) if ((!needsCourse || namesCourse) && pattern.test(text)) return intent;
  return namesCourse ? 'course' : 'help';
}
