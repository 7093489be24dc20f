// The plan course resource's requests and answer, made from the shared definition
// (src/lib/entities/plan-course.ts). Text is trimmed before these checks run.
import { Type } from 'typebox';
import { planCourseDefinition } from '../../src/lib/entities/plan-course';
import { Format } from '../http/formats';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';
import { PageQuerySchema } from '../sync/list-page';

export const PlanCourseSchema = recordSchema(planCourseDefinition);
export const NewPlanCourseSchema = createSchema(planCourseDefinition);
export const PlanCourseChangesSchema = changesSchema(planCourseDefinition);

export const PlanCourseListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  plan: Type.Optional(Type.String({ format: Format.uuid, description: 'Only this plan’s courses.' })),
});
