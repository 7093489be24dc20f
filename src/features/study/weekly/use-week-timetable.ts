// The student's timetable and daily study window, as the Weekly calendar draws them and keeps study blocks
// within them: read live from the device, so a class added in the Semester tab shows at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { toClassMeeting, type ClassMeetingRecord } from '../../../lib/entities/class-meeting';
import type { ClassMeeting } from '../../../lib/timetable/class-meeting';

export interface WeekTimetable {
  classMeetings: ClassMeeting[];
  /** The earliest and latest study time from Settings; absent until set (the default window applies). */
  dailyWindow?: { earliest: string; latest: string };
}

export function useWeekTimetable(): WeekTimetable {
  const records = useLiveQuery(() => activeUserData().classMeetings.list(), []);
  const settings = useLiveQuery(() => activeUserData().settings.get(), []);
  const earliest = settings?.earliest_study_time;
  const latest = settings?.latest_study_time;
  return useMemo(
    () => ({
      classMeetings: ((records ?? []) as unknown as ClassMeetingRecord[]).map(toClassMeeting),
      ...(earliest && latest ? { dailyWindow: { earliest, latest } } : {}),
    }),
    [records, earliest, latest],
  );
}
