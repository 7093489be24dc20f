// The Study page's suggestions: a test due this week first, the newest graded syllabus's breakdown (which
// the advisor answers from that syllabus), the classes being taken, and the plan's questions.
import { expect, it } from 'vitest';
import { advise } from '../../../../src/lib/advisor/advise';
import { chatSuggestions } from '../../../../src/lib/advisor/chat-suggestions';
import { sampleInput } from './sample-advisor-input';

const now = new Date(2026, 0, 15, 12);
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

it('suggests the week’s test, the newest graded syllabus, the classes taken and the plan', () => {
  const suggestions = chatSuggestions({
    tasks: [
      { title: 'Lab 2', course: 'CS 2110', due_at: inDays(1), status: 'todo' },
      { title: 'Prelim 1', course: 'MATH 1920', due_at: inDays(3), status: 'todo' },
    ],
    taking: ['CS 2110'],
    hasPlan: true,
    gradedCourses: ['CS 2110', 'MATH 1920'],
    now,
  });
  expect(suggestions.map((suggestion) => suggestion.label)).toEqual([
    'Prelim 1 (MATH 1920) in the next 7 days',
    'How MATH 1920 is graded',
    'Taking CS 2110: what if I drop it?',
    'What to take next term',
    'Am I on track to graduate?',
    'Credits left per requirement',
  ]);
  const graded = suggestions[1]!.question;
  const syllabi = [{ course: 'MATH 1920', term: 'Spring 2026', term_start: null, topics: [], grading: [{ component: 'Prelims', percent: 60 }] }];
  const answer = advise(sampleInput({ syllabi }), graded);
  expect(answer.intent).toBe('syllabus');
  expect(answer.text).toContain('- Prelims: 60%');
});

it('suggests no syllabus question without a graded syllabus', () => {
  const labels = chatSuggestions({ tasks: [], taking: [], hasPlan: false, gradedCourses: [], now }).map((suggestion) => suggestion.label);
  expect(labels).toEqual(['What can the advisor answer?']);
});

it('says "the next 7 days" for what it counts, not "this week" (Monday to Sunday elsewhere), and the advisor answers the same days', () => {
  const [due] = chatSuggestions({ tasks: [{ title: 'Lab 2', course: 'CS 2110', due_at: inDays(6), status: 'todo' }], taking: [], hasPlan: false, now });
  expect(due).toEqual({ label: '1 task due in the next 7 days', question: 'What is due in the next 7 days?' });
  const answer = advise(sampleInput({ tasks: [{ title: 'Lab 2', course: 'CS 2110', due_at: inDays(6), status: 'todo' }] }), due!.question);
  expect(answer.intent).toBe('due');
  expect(answer.text).toContain('Due in the next seven days:');
});
