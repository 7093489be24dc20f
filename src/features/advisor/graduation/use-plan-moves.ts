// Moving plan courses by hand from the plan view: each move is checked at once (checkMove) and refused with
// its reasons, or stored (pinned, local first, synced) and told with its warnings. Used by the Move to… menu.
import { toPlanCourseView } from '../../../lib/grades/plan-course-grades';
import { useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { movePlanCourse, setPlanCoursePinned } from '../../../data/planning/plan-course-moves';
import type { Term } from '../../../lib/catalog/terms';
import { checkMove } from '../../../lib/planning/move-check';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';

export interface MoveNews {
  kind: 'refused' | 'moved';
  title: string;
  lines: string[];
}

interface PlanMovesInput {
  courses: readonly PlanCourse[];
  catalog: ProgramCatalog | null | undefined;
  creditLoad: number;
  now: Term;
  onFailure(message: string, error: unknown): void;
}

const where = (term: string) => term || 'Unscheduled';

export function usePlanMoves({ courses, catalog, creditLoad, now, onFailure }: PlanMovesInput) {
  const [news, setNews] = useState<MoveNews | null>(null);
  const userData = activeUserData();

  const move = (course: PlanCourse, to: string) => {
    // Without the program's catalogue nothing can be checked: the move is stored, the insights follow later.
    const verdict = catalog
      ? checkMove({ catalog, planCourses: courses.map(toPlanCourseView), courseId: course.id, to, creditLoad, now })
      : { verdict: 'allowed' as const, to, warnings: [] };
    if (verdict.verdict === 'refused') {
      setNews({ kind: 'refused', title: `${course.course_code} cannot move to ${where(to)}`, lines: verdict.reasons });
      return;
    }
    setNews({ kind: 'moved', title: `${course.course_code} moved to ${where(verdict.to)} and pinned there`, lines: verdict.warnings });
    movePlanCourse(userData, course.id, verdict.to).catch((error: unknown) =>
      onFailure(`Moving ${course.course_code} failed on this device. Nothing was lost; try again.`, error),
    );
  };

  const unpin = (course: PlanCourse) => {
    setNews({ kind: 'moved', title: `${course.course_code} unpinned: the planner may move it`, lines: [] });
    setPlanCoursePinned(userData, course.id, false).catch((error: unknown) =>
      onFailure(`Unpinning ${course.course_code} failed on this device. Nothing was lost; try again.`, error),
    );
  };

  return { news, dismiss: () => setNews(null), move, unpin };
}
