// The Generate Weekly Plan and Edit Plan forms' rules: a title (the API needs one), and the API's
// lengths, checked here so a plan made offline is never refused later when it syncs.
import { WEEKLY_PLAN_LIMITS } from '../../../data/entities/weekly-plan';
import type { WeeklyPlanForm } from '../../../data/study/weekly-plan-actions';

export type WeeklyFormErrors = Partial<Record<keyof WeeklyPlanForm | 'markdown_plan', string>>;

export const trimForm = (form: WeeklyPlanForm): WeeklyPlanForm => ({
  title: form.title.trim(),
  description: form.description.trim(),
  course: form.course.trim(),
});

export function validateWeeklyForm(form: WeeklyPlanForm & { markdown_plan?: string }): WeeklyFormErrors {
  const errors: WeeklyFormErrors = {};
  if (!form.title.trim()) errors.title = 'Give the plan a title.';
  for (const field of ['title', 'description', 'course', 'markdown_plan'] as const) {
    const value = form[field];
    if (value !== undefined && value.trim().length > WEEKLY_PLAN_LIMITS[field]) {
      errors[field] = `At most ${WEEKLY_PLAN_LIMITS[field].toLocaleString('en-US')} characters.`;
    }
  }
  if (form.markdown_plan !== undefined && !form.markdown_plan.trim()) errors.markdown_plan = 'The plan cannot be empty.';
  return errors;
}

/** The student's classes (status taking) as course suggestions, codes first, each once. */
export function courseSuggestions(courses: readonly { course_code: string; status: string }[]): string[] {
  return [...new Set(courses.filter((course) => course.status === 'taking').map((course) => course.course_code))].sort();
}
