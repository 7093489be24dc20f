// GET /api/requirements/: the Degree requirement table of a plan, computed from the
// program's catalogue and the plan's taken courses by the same code the app runs offline. Nothing is stored:
// a requirement row changes whenever a course's status does.
import { asc, eq, and } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { plans } from '../db/schema/plans';
import { ApiError } from '../http/api-error';
import { readProgramCatalog } from '../catalog/catalog-service';
import { toPlanCourseView } from '../../src/lib/grades/plan-course-grades';
import { requirementRows } from '../../src/lib/planning/requirement-rows';
import type { RequirementRow } from '../../src/lib/planning/plan-types';
import { coursesOfPlans } from './plan-course-service';

export type Requirement = RequirementRow & { id: string; plan: string };

/** The rows of the given plan, or of the user's current plan (their first); none without a catalogue program. */
export async function listRequirements(db: Executor, ownerSub: string, planId?: string): Promise<Requirement[]> {
  const [plan] = await db
    .select({ id: plans.id, program: plans.program })
    .from(plans)
    .where(and(eq(plans.ownerSub, ownerSub), planId === undefined ? undefined : eq(plans.id, planId)))
    .orderBy(asc(plans.createdAt), asc(plans.id))
    .limit(1);
  if (!plan?.program) return [];
  const catalog = await readProgramCatalog(db, plan.program).catch((error: unknown) => {
    // A program that left the catalogue: there is nothing left to measure the plan against.
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });
  if (!catalog) return [];
  const rows = requirementRows(catalog, (await coursesOfPlans(db, ownerSub, [plan.id])).map(toPlanCourseView));
  return rows.map((row, position) => ({ id: `${plan.id}:${position + 1}`, plan: plan.id, ...row }));
}
