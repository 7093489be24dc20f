// The What-if dialog's state: the programs of the plan's university to compare with, the chosen one's
// catalogue (from the device; a sibling's course list stands in offline), the comparison worked out on every
// render from the courses as they are, and the switch, which stores exactly the compared re-plan.
import { useMemo, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { applyReplan, gradedCourse } from '../../../data/planning/plan-course-moves';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';
import { whatIf } from '../../../lib/planning/what-if';
import { useProgramCatalog, usePrograms } from '../use-catalog';
import { replanNews } from './replan-news';

interface WhatIfOptions {
  plan: Plan;
  courses: readonly PlanCourse[];
  catalog: ProgramCatalog;
  onSwitched(message: string): void;
  onFailure(message: string, error: unknown): void;
}

export function useWhatIf({ plan, courses, catalog, onSwitched, onFailure }: WhatIfOptions) {
  const [otherId, setOtherId] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const programs = usePrograms(catalog.university.id);
  const choices = programs.programs.filter((program) => program.id !== catalog.program.id);
  const other = useProgramCatalog(otherId);
  const otherCatalog =
    other.catalog && other.catalog.program.id === otherId && other.catalog.university.id === catalog.university.id ? other.catalog : undefined;

  const result = useMemo(() => {
    if (!otherCatalog) return undefined;
    const start = { season: plan.start_term, year: plan.start_year };
    return whatIf({ current: catalog, other: otherCatalog, start, creditLoad: plan.credit_load, today: new Date(), courses: courses.map(gradedCourse) });
  }, [catalog, otherCatalog, courses, plan.start_term, plan.start_year, plan.credit_load]);

  const switchProgram = async () => {
    if (!result || !otherCatalog || !result.other.plan.ok || switching) return;
    const { replan } = result.other.plan;
    const program = otherCatalog.program;
    setSwitching(true);
    try {
      await applyReplan(activeUserData(), {
        plan,
        courses,
        catalog: otherCatalog,
        result: replan,
        // The university's fields too: a plan made before they were kept gets them now.
        planFields: {
          university: otherCatalog.university.id,
          university_name: otherCatalog.university.name,
          program: program.id,
          program_name: program.program_name,
          total_credits: program.total_credits,
        },
      });
      onSwitched(`Switched to ${program.program_name}. ${replanNews(replan.changes)}`);
    } catch (error) {
      onFailure('Switching your program failed on this device. Nothing was lost; try again.', error);
    } finally {
      setSwitching(false);
    }
  };

  return { otherId, choose: setOtherId, choices, programs, other, result, switching, switchProgram };
}
