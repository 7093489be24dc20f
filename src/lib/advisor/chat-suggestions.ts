// The Study page's Suggestions: questions the advisor can answer, picked from the student's
// own week: tasks due in the next seven days (tests first), the courses they are taking, the grading of
// their newest imported syllabus, and their plan.
import type { AdvisorTask } from './advisor-types';

export interface Suggestion {
  label: string;
  /** What clicking it puts in the message box. */
  question: string;
}

export interface SuggestionInput {
  tasks: readonly AdvisorTask[];
  taking: readonly string[];
  hasPlan: boolean;
  /** Courses of the imported syllabi that give grading weights, newest last. */
  gradedCourses?: readonly string[];
  now: Date;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const TEST = /\b(test|exam|midterm|prelim|final|quiz)\b/i;

export function chatSuggestions({ tasks, taking, hasPlan, gradedCourses = [], now }: SuggestionInput): Suggestion[] {
  const due = tasks.filter((task) => task.status !== 'complete' && task.due_at && Date.parse(task.due_at) < now.getTime() + WEEK_MS);
  const suggestions: Suggestion[] = [];
  if (due.length > 0) {
    const test = due.find((task) => TEST.test(task.title));
    // "This week" is Monday to Sunday everywhere else (the dashboard, the task filter); these are the next
    // seven days, and say so.
    suggestions.push({
      label: test
        ? `${test.title}${test.course ? ` (${test.course})` : ''} in the next 7 days`
        : `${due.length} task${due.length === 1 ? '' : 's'} due in the next 7 days`,
      question: 'What is due in the next 7 days?',
    });
  }
  const graded = gradedCourses.at(-1);
  if (graded) suggestions.push({ label: `How ${graded} is graded`, question: `What is the grade breakdown in ${graded}?` });
  for (const code of taking.slice(0, 2)) suggestions.push({ label: `Taking ${code}: what if I drop it?`, question: `What if I drop ${code}?` });
  if (hasPlan) {
    suggestions.push({ label: 'What to take next term', question: 'What should I take next term?' });
    suggestions.push({ label: 'Am I on track to graduate?', question: 'Will I graduate on time?' });
    suggestions.push({ label: 'Credits left per requirement', question: 'How many credits do I have left?' });
  } else suggestions.push({ label: 'What can the advisor answer?', question: 'What can you help me with?' });
  return suggestions;
}
