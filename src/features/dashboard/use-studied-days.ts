// What Weekly Progress needs beyond the tasks: the study blocks done this week (from the weekly plans) and
// the day the student signed up (the profile's creation), read apart from the other cards' data so an edit
// of a plan does not read every task again.
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../../data/active-user-data';
import { localDay, type ZoneHistory } from '../../lib/progress/local-days';
import { studiedDays } from '../../lib/progress/studied-days';
import type { ProgressExtras } from '../../lib/progress/weekly-progress';
import { mondayOf } from '../../lib/study/week';

export function useStudiedDays(now: Date, zone: ZoneHistory): ProgressExtras {
  const userData = activeUserData();
  const monday = mondayOf(now);
  return (
    useLiveQuery(async () => {
      const [plans, profile] = await Promise.all([userData.weeklyPlans.list(), userData.profile.get()]);
      const since = profile?.created_at ? localDay(profile.created_at, zone) : '';
      return { studied: studiedDays(plans.filter((plan) => plan.week_of === monday)), since: since || undefined };
    }, [userData, monday, zone]) ?? {}
  );
}
