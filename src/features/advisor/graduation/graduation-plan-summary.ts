// The numbers of the plan header and Overview, from the plan and its courses alone, so
// they show even when this device has no copy of the program's catalogue.
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { DEFAULT_CREDIT_LOAD } from '../../../lib/planning/generate-plan';

/** The required GPA shown when the program sets none. */
export const DEFAULT_REQUIRED_GPA = 2.2;

export interface PlanSummary {
  takenCredits: number;
  totalCredits: number;
  /** Taken credits / total credits, to one decimal. */
  percentComplete: number;
  coursesTaken: number;
  courseCount: number;
  /** Credits per term the plan was made with (0 means the generator's default). */
  creditLoad: number;
}

/** `earnedCredits`: the one count of credits earned (degreeProgress: a W or an F earns none), so every screen says the same. */
export function planSummary(plan: Plan, courses: readonly PlanCourse[], earnedCredits: number): PlanSummary {
  const taken = courses.filter((course) => course.status === 'taken');
  const takenCredits = earnedCredits;
  const totalCredits = plan.total_credits;
  return {
    takenCredits,
    totalCredits,
    percentComplete: totalCredits > 0 ? Math.round((takenCredits / totalCredits) * 1000) / 10 : 0,
    coursesTaken: taken.length,
    courseCount: courses.length,
    creditLoad: plan.credit_load > 0 ? plan.credit_load : DEFAULT_CREDIT_LOAD,
  };
}

/** 3 → "3", 1.5 → "1.5". */
export const formatCredits = (amount: number) => String(Math.round(amount * 10) / 10);
