// The student's class timetable: one record per weekly meeting of a class, `class_meetings` on the wire,
// `classMeetings` on the device, /api/timetable/meetings/. The weekly plan generator reads them as busy
// time (toClassMeeting), on the device offline and on the server alike.
import { isWeekOf } from '../study/week';
import type { ClassMeeting } from '../timetable/class-meeting';
import { defineCollection, type DraftOf } from './entity-definition';

export const ROTATIONS = ['weekly', 'ab'] as const;
export type MeetingRotation = (typeof ROTATIONS)[number];

export interface ClassMeetingRecord {
  id: string;
  /** A course code from the student's plan, or a class's name typed in. */
  course: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM', 24-hour. */
  start_time: string;
  /** 'HH:MM', after start_time. */
  end_time: string;
  location: string;
  rotation: MeetingRotation;
  /** With `ab`: the Monday of a week the class meets in; it then meets every other week. */
  week_a_starts: string | null;
  /** 'YYYY-MM-DD': the class meets only from term_start to term_end (each included) when given. */
  term_start: string | null;
  term_end: string | null;
  created_at?: string;
  updated_at?: string;
  version?: number;
}

export const CLASS_MEETING_LIMITS = { course: 120, location: 120 } as const;

const date = (description: string) => ({ type: 'text', format: 'academicDate', nullable: true, description }) as const;
const time = (description: string) => ({ type: 'text', min: 4, max: 5, description }) as const;

export const classMeetingDefinition = defineCollection<ClassMeetingRecord>()({
  kind: 'collection',
  wireName: 'class_meetings',
  localName: 'classMeetings',
  path: '/timetable/meetings/',
  fields: {
    course: { type: 'text', min: 1, max: CLASS_MEETING_LIMITS.course, description: 'A course code (e.g. CS 2110) or the class’s name.' },
    weekday: { type: 'integer', min: 1, max: 7, description: '1 = Monday … 7 = Sunday.' },
    start_time: time('When it starts, HH:MM (24-hour).'),
    end_time: time('When it ends, HH:MM (24-hour), after start_time.'),
    location: { type: 'text', max: CLASS_MEETING_LIMITS.location, description: 'A room or building; "" for none.' },
    rotation: { type: 'choice', values: ROTATIONS, description: '`weekly`, or `ab`: every other week, counted from week_a_starts.' },
    week_a_starts: date('With rotation `ab`: the Monday of a week it meets in, YYYY-MM-DD; else null.'),
    term_start: date('The first day it meets, YYYY-MM-DD, or null.'),
    term_end: date('The last day it meets, YYYY-MM-DD, or null; not before term_start.'),
  },
  required: ['course', 'weekday', 'start_time', 'end_time'],
  defaults: { location: '', rotation: 'weekly', week_a_starts: null, term_start: null, term_end: null },
  noun: 'class time',
  plural: 'class times',
  cap: 200,
});

export type ClassMeetingDraft = DraftOf<ClassMeetingRecord, keyof typeof classMeetingDefinition.fields, (typeof classMeetingDefinition.required)[number]>;

type RuleFields = Pick<ClassMeetingRecord, 'start_time' | 'end_time' | 'rotation' | 'week_a_starts' | 'term_start' | 'term_end'>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const MEETING_MESSAGES = {
  time: 'Enter a time as HH:MM, from 00:00 to 23:59.',
  endAfterStart: 'The class must end after it starts.',
  weekAStarts: 'For an A/B rotation, enter the Monday of a week the class meets in.',
  termEnd: 'The term cannot end before it starts.',
} as const;

/**
 * What the field limits cannot say: the times' form, the end after the start, an A/B rotation's Monday,
 * the term's order. Both sides check a meeting as it will be stored (a change merged onto the record):
 * the server answers these as per-field errors and the editor shows them before saving offline.
 */
export function classMeetingErrors(meeting: RuleFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const startOk = CLOCK.test(meeting.start_time);
  const endOk = CLOCK.test(meeting.end_time);
  if (!startOk) errors.start_time = [MEETING_MESSAGES.time];
  if (!endOk) errors.end_time = [MEETING_MESSAGES.time];
  // Zero-padded 24-hour times compare as text.
  else if (startOk && meeting.end_time <= meeting.start_time) errors.end_time = [MEETING_MESSAGES.endAfterStart];
  if (meeting.rotation === 'ab' && (meeting.week_a_starts === null || !isWeekOf(meeting.week_a_starts))) errors.week_a_starts = [MEETING_MESSAGES.weekAStarts];
  if (meeting.term_start !== null && meeting.term_end !== null && meeting.term_end < meeting.term_start) errors.term_end = [MEETING_MESSAGES.termEnd];
  return errors;
}

// Without term dates a class meets every week: dates no plan's week can fall outside of.
const OPEN_TERM = { start: '0001-01-01', end: '9999-12-31' };

/** The stored meeting as the generator reads it (weekday from 0, A/B as the rotation's week A). */
export function toClassMeeting(record: ClassMeetingRecord): ClassMeeting {
  return {
    course: record.course,
    weekday: record.weekday - 1,
    start: record.start_time,
    end: record.end_time,
    ...(record.location ? { location: record.location } : {}),
    rotation: record.rotation === 'ab' && record.week_a_starts ? { kind: 'alternate', weekAStart: record.week_a_starts, week: 'A' } : { kind: 'weekly' },
    termStart: record.term_start ?? OPEN_TERM.start,
    termEnd: record.term_end ?? OPEN_TERM.end,
  };
}
