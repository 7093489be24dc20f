// Shared by the generate route's tests: a student taking some classes, and server-sent events read back
// from an answer.
import type { TestUser } from '../support/test-api';

export const GENERATE = '/api/study/generate/';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** A plan whose courses are CS 2110 and PHYS 1112 being taken, and MATH 1920 only planned. */
export async function takeClasses(user: TestUser): Promise<void> {
  const response = await user.request('POST', '/api/plans/', {
    start_term: 'Fall',
    start_year: 2026,
    courses: [
      { course_code: 'CS 2110', course_title: 'Object-Oriented Programming', term: 'Fall 2026', status: 'taking' },
      { course_code: 'PHYS 1112', term: 'Fall 2026', status: 'taking' },
      { course_code: 'MATH 1920', course_title: 'Multivariable Calculus', term: 'Spring 2027', status: 'planned' },
    ],
  });
  if (response.statusCode !== 201) throw new Error(`plan not created: ${response.body}`);
}

/** The events of a text/event-stream body, in order. */
export function eventsOf(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The text of the delta events since the last reset. */
export function shownText(events: StreamEvent[]): string {
  let text = '';
  for (const { event, data } of events) {
    if (event === 'reset') text = '';
    if (event === 'delta') text += (data as { text: string }).text;
  }
  return text;
}

export const streaming = { accept: 'text/event-stream' };
