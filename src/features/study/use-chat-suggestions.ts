// The Study page's Suggestions, computed from this device's copy: tasks due in the next 7 days, the courses the student is taking, from their
// plan, and their imported syllabi's grading.
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../../data/active-user-data';
import { chatSuggestions, type Suggestion } from '../../lib/advisor/chat-suggestions';
import type { AdvisorTask } from '../../lib/advisor/advisor-types';
import type { Syllabus } from '../../lib/syllabus/syllabus-record';

export function useChatSuggestions(): Suggestion[] {
  const { db } = activeUserData();
  return (
    useLiveQuery(async () => {
      const plans = (await db.plans.toArray()).sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')));
      const plan = plans[0];
      const courses = plan ? await db.planCourses.where('plan').equals(plan.id).toArray() : [];
      const taking = courses.filter((course) => course.status === 'taking').map((course) => String(course.course_code));
      const tasks = (await db.tasks.toArray()) as unknown as AdvisorTask[];
      const syllabi = (await db.syllabi.toArray()) as unknown as Syllabus[];
      const gradedCourses = syllabi.filter((syllabus) => syllabus.course && syllabus.grading.length).map((syllabus) => syllabus.course);
      return chatSuggestions({ tasks, taking, hasPlan: !!plan, gradedCourses, now: new Date() });
    }, [db]) ?? []
  );
}
