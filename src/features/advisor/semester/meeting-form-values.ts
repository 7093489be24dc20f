// The Add time form's values and how they become a class meeting: the shared rules' messages per field,
// plus what only a form can get wrong (no course, no weekday).
import { classMeetingErrors, type ClassMeetingDraft, type ClassMeetingRecord } from '../../../lib/entities/class-meeting';

export interface MeetingFormValues {
  course: string;
  weekday: string;
  start_time: string;
  end_time: string;
  location: string;
  rotation: 'weekly' | 'ab';
  week_a_starts: string;
}

export const emptyMeeting = (course = ''): MeetingFormValues => ({
  course,
  weekday: '1',
  start_time: '',
  end_time: '',
  location: '',
  rotation: 'weekly',
  week_a_starts: '',
});

export function formValuesOf(meeting: ClassMeetingRecord): MeetingFormValues {
  return {
    course: meeting.course,
    weekday: String(meeting.weekday),
    start_time: meeting.start_time,
    end_time: meeting.end_time,
    location: meeting.location,
    rotation: meeting.rotation,
    week_a_starts: meeting.week_a_starts ?? '',
  };
}

export type MeetingFields = Omit<ClassMeetingDraft, 'term_start' | 'term_end'> & Pick<ClassMeetingRecord, 'location' | 'rotation' | 'week_a_starts'>;

/** The meeting to store, or the message for each field that stops it. */
export function readMeetingForm(values: MeetingFormValues): { meeting: MeetingFields } | { errors: Partial<Record<keyof MeetingFormValues, string>> } {
  const meeting: MeetingFields = {
    course: values.course.trim(),
    weekday: Number(values.weekday),
    start_time: values.start_time,
    end_time: values.end_time,
    location: values.location.trim(),
    rotation: values.rotation,
    week_a_starts: values.rotation === 'ab' ? values.week_a_starts || null : null,
  };
  const errors: Partial<Record<keyof MeetingFormValues, string>> = {};
  for (const [field, messages] of Object.entries(classMeetingErrors({ ...meeting, term_start: null, term_end: null }))) {
    errors[field as keyof MeetingFormValues] = messages[0];
  }
  if (!meeting.course) errors.course = 'Enter the class’s name or course code.';
  if (!(meeting.weekday >= 1 && meeting.weekday <= 7)) errors.weekday = 'Choose a day.';
  return Object.keys(errors).length > 0 ? { errors } : { meeting };
}
