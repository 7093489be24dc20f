// The add/edit task form's checks, with the server's limits, in the student's words.
import { ACADEMIC_DATES, isTimestampIn, rangeText } from '../../../lib/date-ranges';
import { TASK_LIMITS } from '../../../lib/task';
import { fromLocalInput } from '../../../lib/tasks/due-input';
import type { TaskForm } from '../../../data/tasks/task-actions';

export interface TaskFormValues {
  title: string;
  notes: string;
  course: string;
  /** datetime-local value (a date value when all day), '' for none */
  due: string;
  /** Due on a day rather than at a time (an exam): the day starts it, and it is overdue once the day is over. */
  allDay: boolean;
}

export type TaskFormErrors = Partial<Record<Exclude<keyof TaskFormValues, 'allDay'>, string>>;

export function validateTask(values: TaskFormValues): { form?: TaskForm; errors: TaskFormErrors } {
  const errors: TaskFormErrors = {};
  const title = values.title.trim();
  const notes = values.notes.trim();
  const course = values.course.trim();
  if (!title) errors.title = 'Give the task a title.';
  else if (title.length > TASK_LIMITS.title) errors.title = `Keep the title under ${TASK_LIMITS.title} characters.`;
  if (notes.length > TASK_LIMITS.notes) errors.notes = `Keep the notes under ${TASK_LIMITS.notes.toLocaleString('en')} characters.`;
  if (course.length > TASK_LIMITS.course) errors.course = `Keep the course under ${TASK_LIMITS.course} characters.`;
  const due_at = fromLocalInput(values.allDay && /^\d{4}-\d{2}-\d{2}$/.test(values.due) ? `${values.due}T00:00` : values.due);
  if (due_at === undefined) errors.due = values.allDay ? 'Enter a date, or leave it empty.' : 'Enter a date and time, or leave it empty.';
  // The server's range for due dates: a task saved offline with another would be refused at sync.
  else if (due_at !== null && !isTimestampIn(ACADEMIC_DATES, due_at)) errors.due = `Enter a due date ${rangeText(ACADEMIC_DATES)}.`;
  if (Object.keys(errors).length) return { errors };
  return { form: { title, notes, course, due_at: due_at ?? null, all_day: values.allDay && due_at !== null }, errors };
}
