// The Study page's Suggestions, computed from this device's copy: tasks due this week and the courses the student is taking, from their plan.
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../../data/active-user-data';
import { chatSuggestions, type Suggestion } from '../../lib/advisor/chat-suggestions';
import type { AdvisorTask } from '../../lib/advisor/advisor-types';

export function useChatSuggestions(): Suggestion[] {
  const { db } = activeUserData();
  return (
    useLiveQuery(async () => {
      const plans = (await db.plans.toArray()).sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')));
      const plan = plans[0];
      const courses = plan ? await db.planCourses.where('plan').equals(plan.id).toArray() : [];
      const taking = courses.filter((course) => course.status === 'taking').map((course) => String(course.course_code));
      const tasks = (await db.tasks.toArray()) as unknown as AdvisorTask[];
      return chatSuggestions({ tasks, taking, hasPlan: !!plan, now: new Date() });
    }, [db]) ?? []
  );
}
