// The floor page's data: the signed-in student's two dashboard figures read straight from their IndexedDB
// database with the browser's own API (no Dexie, no sign-in library, no sync engine), started as soon as this
// module is evaluated, before React and Mantine are. Same sources and the same pure functions as the dashboard
// (src/lib), so the page waits for what the dashboard's figures need and nothing more.
import { cachedUser } from '../../../src/auth/cached-user';
import { degreeProgress } from '../../../src/lib/progress/degree-progress';
import { weeklyProgress } from '../../../src/lib/progress/weekly-progress';
import type { Plan, PlanCourse } from '../../../src/lib/plan';

export interface FloorFigures {
  completedThisWeek: number;
  takenCredits: number;
  totalCredits: number;
}

// The app's database name (src/data/app-database.ts), not imported: that module brings Dexie with it.
const databaseName = (sub: string) => `degreemate-${sub}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function readFigures(): Promise<FloorFigures> {
  const sub = cachedUser()?.sub;
  if (!sub) throw new Error('No signed-in student in this browser');
  const db = await request(indexedDB.open(databaseName(sub)));
  try {
    const tx = db.transaction(['plans', 'planCourses', 'tasks'], 'readonly');
    const [plans, tasks] = await Promise.all([
      request(tx.objectStore('plans').getAll() as IDBRequest<Plan[]>),
      request(tx.objectStore('tasks').getAll() as IDBRequest<{ status: string; completed_at?: string | null }[]>),
    ]);
    const plan = plans.sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id))[0];
    const courses = plan ? await request(tx.objectStore('planCourses').index('plan').getAll(plan.id) as IDBRequest<PlanCourse[]>) : [];
    const degree = plan ? degreeProgress(plan, courses) : undefined;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return {
      completedThisWeek: weeklyProgress(tasks as Parameters<typeof weeklyProgress>[0], new Date(), timeZone).completedThisWeek,
      takenCredits: degree?.takenCredits ?? 0,
      totalCredits: degree?.totalCredits ?? 0,
    };
  } finally {
    db.close();
  }
}

export const figures: Promise<FloorFigures> = readFigures();
