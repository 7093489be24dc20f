// Imported syllabi: `syllabi` on the wire and on the device, /api/syllabi/. What the student confirmed from
// an import, never the file. Tasks made from one name it, so its create reaches the server first, and
// deleting it deletes them.
import { SYLLABUS_CAP, SYLLABUS_LIMITS, type Syllabus } from '../syllabus/syllabus-record';
import { defineCollection, type FieldSpec } from './entity-definition';

/** The longest term a week number may reach: a year-long course with room to spare. */
const MAX_WEEK = 60;

const day = (description: string): FieldSpec => ({ type: 'text', format: 'academicDate', nullable: true, description });

export const syllabusDefinition = defineCollection<Syllabus>()({
  kind: 'collection',
  wireName: 'syllabi',
  localName: 'syllabi',
  path: '/syllabi/',
  fields: {
    course: { type: 'text', max: SYLLABUS_LIMITS.course, description: 'The course code as the student confirmed it (e.g. CS 2110); "" for none.' },
    title: { type: 'text', max: SYLLABUS_LIMITS.title, description: 'The course’s title; "" for none.' },
    term: { type: 'text', max: SYLLABUS_LIMITS.term, description: 'e.g. Fall 2026; "" for none.' },
    term_start: day('The term’s first day, YYYY-MM-DD, or null.'),
    term_end: day('The term’s last day, YYYY-MM-DD, or null; not before term_start.'),
    topics: {
      type: 'list',
      max: SYLLABUS_LIMITS.topics,
      description: 'The topics by week.',
      of: {
        week: { type: 'integer', min: 1, max: MAX_WEEK, description: '1-based week of term.' },
        starts_on: day('The Monday of that week, YYYY-MM-DD, when the term’s start is known; else null.'),
        topic: { type: 'text', min: 1, max: SYLLABUS_LIMITS.topic },
      },
    },
    grading: {
      type: 'list',
      max: SYLLABUS_LIMITS.grading,
      description: 'The grading weights, in percent.',
      of: { component: { type: 'text', min: 1, max: SYLLABUS_LIMITS.component }, percent: { type: 'number', min: 0, max: 100 } },
    },
    file_name: {
      type: 'text',
      max: SYLLABUS_LIMITS.fileName,
      description: 'The imported file’s name, "pasted text", or the web address it came from. The file itself is never sent.',
    },
  },
  required: [],
  defaults: { course: '', title: '', term: '', term_start: null, term_end: null, topics: [], grading: [], file_name: '' },
  noun: 'syllabus',
  plural: 'syllabi',
  cap: SYLLABUS_CAP,
});

/** Both dates are YYYY-MM-DD, so they compare as text. */
export function termEndsBeforeStart(start: string | null, end: string | null): boolean {
  return start !== null && end !== null && end < start;
}
