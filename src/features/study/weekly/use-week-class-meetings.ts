// The class meetings the Weekly calendar draws and keeps study blocks away from.
import type { ClassMeeting } from '../../../lib/timetable/class-meeting';

const NONE: ClassMeeting[] = [];

/** None yet: the timetable's synced entity supplies the student's meetings once it is stored on the device. */
export function useWeekClassMeetings(): ClassMeeting[] {
  return NONE;
}
