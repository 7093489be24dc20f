// The class timetable on the device, from its shared definition (src/lib/entities/class-meeting.ts).
import { classMeetingDefinition, type ClassMeetingDraft, type ClassMeetingRecord } from '../../lib/entities/class-meeting';
import { DAY_NAMES } from '../../lib/study/week';
import { collectionDescriptor } from './collection-descriptor';

export type { ClassMeetingDraft, ClassMeetingRecord as ClassMeeting };

export const classMeetingDescriptor = collectionDescriptor(classMeetingDefinition, {
  // No newestFirstBy: a timetable is read by weekday and time, never newest first.
  untitled: 'A class time',
  label: (record) => [record.course, record.weekday === undefined ? undefined : DAY_NAMES[record.weekday - 1], record.start_time].filter(Boolean).join(' · '),
  goneNotice: 'A class time you changed was deleted on another device.',
});
