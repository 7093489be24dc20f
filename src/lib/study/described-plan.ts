// What the student wrote, read as a person reads it: pieces that name a deadline with its day are
// deadlines (never topics), the rest are topics. A topic belongs to the course it names (the first one
// it names, when it names several), else to the course named earlier on its line ("CS 2110: graphs,
// trees"), else to the plan's course field. Only the student's courses (and the course field) are ever
// named. Topics written on the same line as a deadline of the week are prepared before it.
import type { CourseBook } from './plan-courses';
import { describedDeadline } from './description-deadlines';
import type { WeekDeadline } from './plan-deadlines';
import { descriptionPieces, plainText, shorten, topicText } from './plan-topics';
import type { TopicCourse } from './spaced-reviews';

export interface DescribedPlan {
  topics: TopicCourse[];
  deadlines: WeekDeadline[];
  /** The plan's course field, as the course book spells it. */
  course?: string;
}

export function readDescription(description: string, courseField: string | undefined, book: CourseBook): DescribedPlan {
  const pieces = descriptionPieces(description);
  const planCourse = book.named(courseField);
  const topics: TopicCourse[] = [];
  const deadlines: WeekDeadline[] = [];
  const seen = new Set<string>();
  let line = -1;
  let lineCourse: string | undefined;
  let lineDeadline: number | undefined;
  for (const piece of pieces) {
    if (piece.line !== line) [line, lineCourse, lineDeadline] = [piece.line, undefined, undefined];
    const named = firstNamed(piece.text, book);
    if (named) lineCourse = named;
    const course = named ?? lineCourse ?? planCourse;
    // "Midterm 2 on Friday: chapters 5-7": the deadline, then what it covers.
    // A colon that ends a label, not one inside a time ('14:00').
    const colon = piece.text.search(/:(?!\d)/);
    const head = colon > 0 ? describedDeadline(piece.text.slice(0, colon)) : undefined;
    const whole = head ? undefined : describedDeadline(piece.text);
    const deadline = head ?? whole;
    if (deadline) {
      if (deadline.day !== undefined) {
        const title = shorten(plainText(deadline.title), 60) || 'Deadline';
        deadlines.push({ title, day: deadline.day, dueMinutes: deadline.dueMinutes, ...(course ? { course } : {}) });
        lineDeadline = deadline.day;
      }
      if (!head) continue;
    }
    const text = withoutCourseLabel(head ? piece.text.slice(colon + 1) : piece.text, book);
    const topic = topicText(text);
    if (!topic || seen.has(topic.toLowerCase()) || isJustACourse(topic, book)) continue;
    seen.add(topic.toLowerCase());
    topics.push({ topic, ...(course ? { course } : {}), ...(lineDeadline === undefined ? {} : { before: lineDeadline }) });
  }
  return { topics, deadlines, ...(planCourse ? { course: planCourse } : {}) };
}

/** The first of the student's courses `text` names, by position in the text. */
function firstNamed(text: string, book: CourseBook): string | undefined {
  let best: { code: string; at: number } | undefined;
  for (const course of book.courses) {
    const at = book.position(course.code, text);
    if (at !== undefined && (!best || at < best.at)) best = { code: course.code, at };
  }
  return best?.code;
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A piece that only names a course ("CS 2110") sets the line's course; it is not a topic. */
function isJustACourse(topic: string, book: CourseBook): boolean {
  const code = book.named(topic);
  return code !== undefined && squash(code) === squash(topic);
}

/** "CS 2110: graphs" is about graphs, in CS 2110. */
function withoutCourseLabel(text: string, book: CourseBook): string {
  const colon = text.search(/:(?!\d)/);
  return colon > 0 && book.named(text.slice(0, colon).trim()) !== undefined ? text.slice(colon + 1) : text;
}
