// Plans and their courses as synced collections: /api/plans/ and /api/plan-courses/, entities `plans` and
// `plan_courses` in the feed and the batch. A plan course references its plan (the client waits for the
// plan's create before sending the course's).
import { planDefinition } from '../../src/lib/entities/plan';
import { planCourseDefinition } from '../../src/lib/entities/plan-course';
import type { CollectionEntity } from '../sync/entity';
import { PlanCourseChangesSchema, PlanCourseListQuerySchema, PlanCourseSchema, NewPlanCourseSchema } from './plan-course-schemas';
import {
  createPlanCourse,
  deletePlanCourse,
  listPlanCourses,
  readPlanCourses,
  updatePlanCourse,
  type NewPlanCourse,
  type PlanCourse,
  type PlanCourseChanges,
} from './plan-course-service';
import { presentPlans } from './plan-answer';
import { withGeneratedCourses } from './plan-generation';
import { NewPlanSchema, PlanAnswerSchema, PlanChangesSchema, PlanReplaceSchema, PlanSchema } from './plan-schemas';
import {
  createPlan,
  deletePlan,
  listPlans,
  readPlans,
  replacePlan,
  updatePlan,
  type NewPlan,
  type Plan,
  type PlanChanges,
  type PlanFields,
} from './plan-service';

export const planEntity: CollectionEntity<Plan> = {
  kind: 'collection',
  name: planDefinition.wireName,
  tag: 'plans',
  path: planDefinition.path,
  schemas: { record: PlanSchema, create: NewPlanSchema, update: PlanChangesSchema, replace: PlanReplaceSchema },
  list: (db, ownerSub, page) => listPlans(db, ownerSub, page),
  read: readPlans,
  create: (tx, ownerSub, body) => createPlan(tx, ownerSub, body as NewPlan, (plan) => withGeneratedCourses(tx, plan)),
  update: (tx, ownerSub, id, body, expected) => updatePlan(tx, ownerSub, id, body as PlanChanges, expected),
  replace: (tx, ownerSub, id, body, expected) => replacePlan(tx, ownerSub, id, body as PlanFields, expected),
  remove: deletePlan,
  answer: { schema: PlanAnswerSchema, present: presentPlans },
};

export const planCourseEntity: CollectionEntity<PlanCourse> = {
  kind: 'collection',
  name: planCourseDefinition.wireName,
  tag: 'plans',
  path: planCourseDefinition.path,
  schemas: { record: PlanCourseSchema, create: NewPlanCourseSchema, update: PlanCourseChangesSchema, listQuery: PlanCourseListQuerySchema },
  list: (db, ownerSub, page, query) => listPlanCourses(db, ownerSub, page, query.plan as string | undefined),
  read: readPlanCourses,
  create: (tx, ownerSub, body) => createPlanCourse(tx, ownerSub, body as NewPlanCourse),
  update: (tx, ownerSub, id, body, expected) => updatePlanCourse(tx, ownerSub, id, body as PlanCourseChanges, expected),
  remove: deletePlanCourse,
};
