// Everything the dashboard shows, live from the device: the graduation plan's progress, the tasks, the
// cached announcements (downloaded again once per visit when online) and the newest links. No figure
// here is fixed: an empty device shows empty states.
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useEffect, useRef, useSyncExternalStore } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Bookmark } from '../../data/entities/bookmark';
import type { Settings } from '../../data/entities/settings';
import type { WeeklyPlan } from '../../data/entities/weekly-plan';
import type { Task } from '../../data/entities/task';
import type { Announcement } from '../../lib/announcement';
import type { Plan, PlanCourse } from '../../lib/plan';
import { pageTotal } from '../../lib/page-total';
import { degreeProgress, type DegreeProgress } from '../../lib/progress/degree-progress';
import { RESOURCE_CARD_LINKS } from './resource-card';

export interface DashboardData {
  /** False until the device's copy has been read once: the page then draws its cards with their data. */
  ready: boolean;
  /** True until the device's copy has been read once (and a first sync has had its chance). */
  loading: boolean;
  /** null: no graduation plan. */
  degree: DegreeProgress | null;
  tasks: Task[];
  announcements: Announcement[];
  /** The newest few links (one more than the card shows) and how many there are, once counted. */
  bookmarks: { newest: Bookmark[]; total: number | undefined };
  /** For the Monday "Last week" card: read on Mondays only, empty on the other days. */
  weeklyPlans: WeeklyPlan[];
  /** undefined until the settings first reach this device. */
  settings: Settings | undefined;
}

const byCreation = (a: Plan, b: Plan) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id);

/** `reportDay`: today is the day of the "Last week" card, which alone needs the weekly plans. */
export function useDashboardData(reportDay: boolean): DashboardData {
  const userData = activeUserData();
  const latest = useLiveQuery(async () => {
    const plan = (await userData.plans.list()).sort(byCreation)[0];
    const courses = plan ? ((await userData.db.planCourses.where('plan').equals(plan.id).toArray()) as unknown as PlanCourse[]) : [];
    const [tasks, announcements, newestBookmarks, weeklyPlans, settings] = await Promise.all([
      userData.tasks.list(),
      userData.announcements.list(),
      // One more than the card lists: whether there are more is known before they are counted.
      userData.bookmarks.newest(RESOURCE_CARD_LINKS + 1),
      // Not read on the other six days: a term's plans are the largest records the dashboard would read, and
      // an edit of one would otherwise read every task again.
      reportDay ? userData.weeklyPlans.list() : [],
      userData.settings.get(),
    ]);
    // The university's own scale when this device has its catalogue; the common 4.0 scale otherwise.
    const university = plan?.university ? await userData.db.catalogUniversities.get(plan.university) : undefined;
    return { degree: plan ? degreeProgress(plan, courses, university?.grading_scale) : null, tasks, announcements, newestBookmarks, weeklyPlans, settings };
  }, [userData, reportDay]);
  // Apart: IndexedDB counts by walking every key (tens of ms for thousands of links), and the cards need
  // not wait for it. Nor does an edit of a task or a plan read it again.
  const latestCount = useLiveQuery(() => userData.bookmarks.count(), [userData]);
  // The cards are drawn from deferred copies: React renders them in a transition, in slices that leave the
  // browser free between them, rather than in one long task when the device's copy arrives.
  // Both deferred, so that a new count is never shown beside the links read before it.
  const result = useDeferredValue(latest);
  const bookmarkCount = useDeferredValue(latestCount);

  useEffect(() => {
    if (!navigator.onLine) return; // the cached copy is all there is
    userData.announcements.refresh().catch((error: unknown) => console.warn('Announcements not refreshed', error));
  }, [userData]);

  // A fresh device has no plan until the first pull lands: "no plan" is not news while that runs.
  const syncing = useSyncExternalStore(userData.sync.subscribe, () => userData.sync.status.state === 'syncing');
  const settled = useRef(false);
  if (!syncing) settled.current = true;
  if (!result)
    return {
      ready: false,
      loading: true,
      degree: null,
      tasks: [],
      announcements: [],
      bookmarks: { newest: [], total: 0 },
      weeklyPlans: [],
      settings: undefined,
    };
  const { newestBookmarks, ...rest } = result;
  return {
    ready: true,
    loading: !result.degree && !settled.current,
    bookmarks: { newest: newestBookmarks, total: pageTotal(newestBookmarks.length, RESOURCE_CARD_LINKS + 1, bookmarkCount) },
    ...rest,
  };
}
