// Questions about a course's imported syllabus: how much a part of the grade is worth, and what the class
// covers this week and next. The syllabi the question names (by course), else all of them.
import { syllabusTopicsOfWeek } from '../study/syllabus-week-topics';
import { addDays, mondayOf } from '../study/week';
import type { AdvisorInput, AdvisorSyllabus } from './advisor-types';

const NO_SYLLABUS =
  'You have not imported a syllabus yet. Import one in **Study › Tasks** (Import syllabus) and I can tell you its grading and each week’s topics.';

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const nameOf = (syllabus: AdvisorSyllabus) => `**${syllabus.course || 'Your syllabus'}**${syllabus.term ? ` (${syllabus.term})` : ''}`;

function grading(syllabus: AdvisorSyllabus, message: string): string {
  if (!syllabus.grading.length) return `${nameOf(syllabus)}: its syllabus gave no grading weights.`;
  const asked = new Set(wordsOf(message));
  // A part the question names ("the final", "labs"): answered first, in a sentence.
  const named = syllabus.grading.filter((part) =>
    wordsOf(part.component).some((word) => word.length > 2 && (asked.has(word) || asked.has(word.replace(/s$/, '')))),
  );
  const lines = named.map((part) => `${part.component} counts for **${part.percent}%** of ${syllabus.course || 'the course'}.`);
  lines.push(`${nameOf(syllabus)} grading:`, ...syllabus.grading.map((part) => `- ${part.component}: ${part.percent}%`));
  return lines.join('\n');
}

function topics(syllabus: AdvisorSyllabus, now: Date): string {
  const thisWeek = mondayOf(now);
  const of = (weekOf: string) => syllabusTopicsOfWeek([syllabus], weekOf).map((entry) => entry.topic);
  const [current, next] = [of(thisWeek), of(addDays(thisWeek, 7))];
  if (!current.length && !next.length) return `${nameOf(syllabus)}: its syllabus lists no topic for this week or next.`;
  return [
    `${nameOf(syllabus)}:`,
    `- This week: ${current.length ? current.join('; ') : 'no topic listed'}`,
    `- Next week: ${next.length ? next.join('; ') : 'no topic listed'}`,
  ].join('\n');
}

export function fromSyllabi(input: AdvisorInput, message: string): string {
  const syllabi = input.syllabi ?? [];
  if (!syllabi.length) return NO_SYLLABUS;
  const asked = squash(message);
  const named = syllabi.filter((syllabus) => syllabus.course && asked.includes(squash(syllabus.course)));
  const chosen = named.length ? named : syllabi;
  const aboutTopics =
    /\b(topics?|cover(s|ed|ing)?|learn(ing)?|this week|next week)\b/i.test(message) && !/\b(worth|weigh\w*|percent\w*|grad(e|ed|ing))\b/i.test(message);
  return chosen.map((syllabus) => (aboutTopics ? topics(syllabus, input.now) : grading(syllabus, message))).join('\n\n');
}
