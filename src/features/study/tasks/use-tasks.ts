// The student's tasks, live from the device, and the course names to suggest: the classes they are
// taking in their graduation plan first.
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../../../data/active-user-data';
import type { Task } from '../../../data/entities/task';

export function useTasks(): Task[] | undefined {
  const userData = activeUserData();
  return useLiveQuery(() => userData.tasks.list(), [userData]);
}

/** Course codes of the plan's courses being taken now, then the rest of the plan's. */
export function useClassCodes(): string[] {
  const userData = activeUserData();
  return (
    useLiveQuery(async () => {
      const courses = await userData.db.planCourses.toArray();
      const taking = courses.filter((c) => c.status === 'taking').map((c) => String(c.course_code));
      const others = courses.filter((c) => c.status !== 'taking').map((c) => String(c.course_code));
      return [...taking.sort(), ...others.sort()];
    }, [userData]) ?? []
  );
}
