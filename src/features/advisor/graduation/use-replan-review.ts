// Update plan, Modify plan and Switch program, shown before they are applied: replan works out the
// difference (what moves, stays, is added or removed, and what cannot stay), the dialog lists it, and Apply
// stores exactly that and says what happened ("Plan updated: 3 courses moved, 2 stayed pinned").
import { useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { applyReplan, gradedCourse } from '../../../data/planning/plan-course-moves';
import type { Term } from '../../../lib/catalog/terms';
import { PlanImpossibleError } from '../../../lib/planning/plan-impossible-error';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';
import { replan, type Replan } from '../../../lib/planning/replan';
import { replanNews } from './replan-news';

export interface ReplanRequest {
  catalog: ProgramCatalog;
  start: Term;
  creditLoad: number;
  /** What else changes on the plan (Modify plan, Switch program). */
  planFields?: Partial<Plan>;
  title: string;
}

interface Review {
  request: ReplanRequest;
  result: Replan;
}

export function useReplanReview({
  plan,
  courses,
  onFailure,
}: {
  plan: Plan;
  courses: readonly PlanCourse[];
  onFailure(message: string, error: unknown): void;
}) {
  const [review, setReview] = useState<Review | null>(null);
  const [applying, setApplying] = useState(false);
  const [news, setNews] = useState<string | null>(null);

  /** Opens the dialog; or, when no plan can be made, says why (for the caller to show) and opens nothing. */
  const propose = (request: ReplanRequest): string | null => {
    try {
      const result = replan({
        catalog: request.catalog,
        start: request.start,
        creditLoad: request.creditLoad,
        today: new Date(),
        courses: courses.map(gradedCourse),
      });
      setReview({ request, result });
      return null;
    } catch (error) {
      if (error instanceof PlanImpossibleError) return error.message;
      throw error;
    }
  };

  const apply = async () => {
    if (!review) return;
    setApplying(true);
    try {
      await applyReplan(activeUserData(), { plan, courses, catalog: review.request.catalog, result: review.result, planFields: review.request.planFields });
      setNews(replanNews(review.result.changes));
      setReview(null);
    } catch (error) {
      onFailure('Updating your plan failed on this device. Nothing was lost; try again.', error);
    } finally {
      setApplying(false);
    }
  };

  return { review, applying, news, propose, apply, cancel: () => setReview(null), dismissNews: () => setNews(null) };
}
