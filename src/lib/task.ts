// A task as the API sends it and the app keeps it: one shape for the board, the dashboard and
// the achievements, so they cannot drift apart.
export type TaskStatus = 'todo' | 'in_progress' | 'complete';
export type TaskSource = 'manual' | 'import' | 'syllabus';

export const TASK_STATUSES: readonly TaskStatus[] = ['todo', 'in_progress', 'complete'];

export interface Task {
  id: string;
  title: string;
  notes: string;
  course: string;
  /** ISO date-time with an offset, or null when the task has no due date. */
  due_at: string | null;
  /** Due on a day, not at a time: due_at is the start of that day, and the task is overdue once the day has passed. */
  all_day: boolean;
  status: TaskStatus;
  /** Set when the status becomes complete, cleared when it leaves (by the server; the device mirrors it). */
  completed_at: string | null;
  /** 'import': made from a learning platform's calendar feed; 'syllabus': from an imported syllabus. */
  source: TaskSource;
  /** The syllabus it was imported from (the server sets source 'syllabus' when a create names one). */
  syllabus_id: string | null;
  import_id: string | null;
  source_event_id: string | null;
  /** The event is gone from the feed it came from; the task stays because the student touched it. */
  removed_upstream: boolean;
  created_at?: string;
  updated_at?: string;
  version?: number;
}

/** The longest title, notes and course the server accepts. */
export const TASK_LIMITS = { title: 200, notes: 5000, course: 100 } as const;
