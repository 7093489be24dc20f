// Weekly study plans as a synced collection: /api/study/weekly/, entity `weekly_plans` in the feed and the batch.
import type { CollectionEntity } from '../sync/entity';
import { NewWeeklyPlanSchema, WEEKLY_PLAN_BODY_LIMIT, WeeklyPlanChangesSchema, WeeklyPlanListQuerySchema, WeeklyPlanSchema } from './weekly-plan-schemas';
import {
  createWeeklyPlan,
  deleteWeeklyPlan,
  listWeeklyPlans,
  readWeeklyPlans,
  updateWeeklyPlan,
  WEEKLY_PLANS,
  type NewWeeklyPlan,
  type WeeklyPlan,
  type WeeklyPlanChanges,
} from './weekly-plan-service';

export const weeklyPlanEntity: CollectionEntity<WeeklyPlan> = {
  kind: 'collection',
  name: WEEKLY_PLANS,
  tag: 'study',
  path: '/study/weekly/',
  schemas: { record: WeeklyPlanSchema, create: NewWeeklyPlanSchema, update: WeeklyPlanChangesSchema, listQuery: WeeklyPlanListQuerySchema },
  list: (db, ownerSub, page, query) => listWeeklyPlans(db, ownerSub, page, query.archived as boolean | undefined),
  read: readWeeklyPlans,
  create: (tx, ownerSub, body) => createWeeklyPlan(tx, ownerSub, body as NewWeeklyPlan),
  update: (tx, ownerSub, id, body, expected) => updateWeeklyPlan(tx, ownerSub, id, body as WeeklyPlanChanges, expected),
  remove: deleteWeeklyPlan,
  bodyLimit: WEEKLY_PLAN_BODY_LIMIT,
};
