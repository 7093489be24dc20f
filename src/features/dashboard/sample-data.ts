// SPEC §2/§9: every dashboard figure is a fixed placeholder, not server data.

export type TaskStatus = 'In-progress' | 'Not-started';

export interface DashboardTask {
  id: number;
  title: string;
  status: TaskStatus;
}

export interface Deadline {
  id: number;
  title: string;
  course: string;
  due: string;
}

export type DayState = 'done' | 'missed' | 'upcoming';

export const degreeProgressPercent = 69;
export const gpa = 3.4;
export const creditsEarned = 89;

export const announcements: readonly string[] = [
  'Registration for the fall term opens next Monday.',
  'The library stays open until midnight during finals week.',
  'Career fair on the main quad this Thursday, 10 am – 3 pm.',
];

export const todaysTasks: readonly DashboardTask[] = [
  { id: 1, title: 'Read chapter 4: Graph algorithms', status: 'In-progress' },
  { id: 2, title: 'Problem set 3 for Calculus II', status: 'Not-started' },
  { id: 3, title: 'Outline the history essay', status: 'Not-started' },
];

export const deadlinesThisWeek: readonly Deadline[] = [
  { id: 1, title: 'Lab report', course: 'CHEM 110', due: 'Jun 2 midnight' },
  { id: 2, title: 'Essay draft', course: 'ENG 101', due: 'Jun 7 midnight' },
];

export const weeklyProgress = {
  day: 5,
  // Monday to Sunday: the first four days done, the fifth missed, the rest still ahead.
  days: [
    { label: 'Mon', state: 'done' },
    { label: 'Tue', state: 'done' },
    { label: 'Wed', state: 'done' },
    { label: 'Thu', state: 'done' },
    { label: 'Fri', state: 'missed' },
    { label: 'Sat', state: 'upcoming' },
    { label: 'Sun', state: 'upcoming' },
  ] satisfies { label: string; state: DayState }[],
};
