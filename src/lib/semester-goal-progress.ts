// How far the student is towards their own semester goals: the cumulative GPA of their graded plan courses
// (null when nothing is graded yet) and the hours of study blocks in this week's weekly plans.
import { gradeReport } from './grades/gpa';
import type { GradedCourse } from './grades/graded-course';
import type { GradingScale } from './grades/grading-scale';
import { minutesOf } from './study/clock-time';
import { readStudyBlocks } from './study/study-blocks';
import { mondayOf } from './study/week';

export interface GoalProgress {
  /** Null: no graded course yet. */
  gpa: number | null;
  /** Hours of this week's study blocks, to the quarter hour. */
  studyHours: number;
}

interface WeeklyPlanLike {
  week_of: string;
  markdown_plan: string;
  archived: boolean;
}

export function goalProgress(input: {
  scale: GradingScale;
  courses: readonly GradedCourse[];
  weeklyPlans: readonly WeeklyPlanLike[];
  now: Date;
}): GoalProgress {
  const gpa = gradeReport(input.scale, input.courses).cumulative.gpa;
  const week = mondayOf(input.now);
  let minutes = 0;
  for (const plan of input.weeklyPlans) {
    if (plan.archived || plan.week_of !== week) continue;
    for (const block of readStudyBlocks(plan.markdown_plan)) {
      const start = minutesOf(block.start);
      const end = minutesOf(block.end);
      if (start !== undefined && end !== undefined && end > start) minutes += end - start;
    }
  }
  return { gpa, studyHours: Math.round(minutes / 15) / 4 };
}
