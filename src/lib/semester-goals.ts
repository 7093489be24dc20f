// The student's own semester goals, kept on their profile: a GPA target, a weekly study-hours target and a
// few goals in their own words. The limits are the server's and the editor's alike, so a goal saved
// offline is never refused later, during sync.

export const GOAL_LIMITS = { count: 10, length: 120, gpa: 5, hours: 100 } as const;

export interface SemesterGoals {
  /** The GPA aimed for (0–5, hundredths), or null when none is set. */
  gpa_target: number | null;
  /** Study hours a week aimed for (whole hours), or null. */
  study_hours_target: number | null;
  /** Free-text goals, each trimmed and non-empty. */
  goals: string[];
}

export const NO_GOALS: SemesterGoals = { gpa_target: null, study_hours_target: null, goals: [] };

/** Each field's problem, in words, for the editor and for the server's `errors`. */
export function goalProblems(goals: Partial<SemesterGoals>): Partial<Record<keyof SemesterGoals, string>> {
  const problems: Partial<Record<keyof SemesterGoals, string>> = {};
  const gpa = goals.gpa_target;
  if (
    gpa !== undefined &&
    gpa !== null &&
    !(Number.isFinite(gpa) && gpa >= 0 && gpa <= GOAL_LIMITS.gpa && Math.abs(gpa * 100 - Math.round(gpa * 100)) < 1e-9)
  ) {
    problems.gpa_target = `Enter a GPA from 0 to ${GOAL_LIMITS.gpa}, with at most two decimals.`;
  }
  const hours = goals.study_hours_target;
  if (hours !== undefined && hours !== null && !(Number.isInteger(hours) && hours >= 0 && hours <= GOAL_LIMITS.hours)) {
    problems.study_hours_target = `Enter whole hours from 0 to ${GOAL_LIMITS.hours}.`;
  }
  const list = goals.goals;
  if (list !== undefined) {
    if (list.length > GOAL_LIMITS.count) problems.goals = `Keep at most ${GOAL_LIMITS.count} goals.`;
    else if (list.some((goal) => goal.trim() === '')) problems.goals = 'A goal cannot be empty.';
    else if (list.some((goal) => goal.trim().length > GOAL_LIMITS.length)) problems.goals = `Keep each goal to ${GOAL_LIMITS.length} characters.`;
  }
  return problems;
}
