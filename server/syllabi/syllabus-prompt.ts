// What the language model is asked for "Improve with AI": the syllabus's text, and what the
// embedded extractor found as a hint, answered as strict JSON in the shape of ModelExtraction. And what is
// done with the answer: a fence around it is taken off, the first JSON object in it is read, and only its
// well-formed fields are kept (src/lib/syllabus/model-extraction.ts).
import type { ChatMessage } from '../llm/language-model';
import { DATED_ITEM_KINDS, readModelExtraction, type ModelExtraction } from '../../src/lib/syllabus/model-extraction';

class UnusableAnswerError extends Error {
  override name = 'UnusableAnswerError';
}

const SHAPE = `{
  "courseCode": string | null, "courseTitle": string | null,
  "term": string | null, "termStart": "YYYY-MM-DD" | null, "termEnd": "YYYY-MM-DD" | null,
  "instructor": string | null, "officeHours": string | null,
  "items": [{ "title": string, "kind": ${DATED_ITEM_KINDS.map((kind) => `"${kind}"`).join(' | ')}, "date": "YYYY-MM-DD", "time": "HH:MM" | null }],
  "topics": [{ "week": number, "topic": string }],
  "grading": [{ "component": string, "percent": number }]
}`;

/** `found`: a short summary of what the extractor found (it may have missed items or misread some). */
export function syllabusMessages(text: string, found: string): ChatMessage[] {
  const system = [
    'You read course syllabi for DegreeMate, a study planner for college students.',
    'Answer with one JSON object only, no prose and no code fence, exactly in this shape:',
    SHAPE,
    'Rules:',
    '- items: every dated piece of work the student must do or sit (assignments, quizzes, exams, projects, readings due, other deadlines), each with its own date. Not holidays, breaks or class meetings.',
    '- Dates are full YYYY-MM-DD: resolve a date without a year, or a "Week 5 Thursday", against the term.',
    '- time is the due time on a 24-hour clock when the syllabus gives one, else null.',
    '- topics: one per week of term, week 1 first.',
    '- grading: each graded component and its percent of the final grade.',
    '- Use only what the syllabus says; never invent a course, an item or a date. Use null or [] when it does not say.',
  ].join('\n');
  const user = ['What a simple extractor found (it may have missed or misread some):', found, '', 'The syllabus:', text].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The model's answer read as an extraction, or UnusableAnswerError when it holds no JSON object. */
export function modelExtraction(answer: string): ModelExtraction {
  const unfenced = answer.replace(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\1\s*$/, '$2');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end < start) throw new UnusableAnswerError('The model answered no JSON object.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    throw new UnusableAnswerError('The model’s JSON could not be read.');
  }
  return readModelExtraction(parsed);
}
