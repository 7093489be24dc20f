// The plan resource's requests and answers, made from the shared definition (src/lib/entities/plan.ts).
// Text is trimmed before these checks run.
import { Type } from 'typebox';
import { planDefinition } from '../../src/lib/entities/plan';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';
import { NewPlanCourseSchema, PlanCourseSchema } from './plan-course-schemas';

export const PlanSchema = recordSchema(planDefinition);
export const PlanChangesSchema = changesSchema(planDefinition);

const { id: _id, ...writable } = createSchema(planDefinition).properties;

/** PUT: every writable field; absent optional ones take their defaults. */
export const PlanReplaceSchema = Type.Object(writable, { additionalProperties: false });

export const NewPlanSchema = Type.Object(
  {
    ...createSchema(planDefinition).properties,
    courses: Type.Optional(
      Type.Array(Type.Omit(NewPlanCourseSchema, ['plan']), {
        maxItems: 300,
        description: 'The plan’s courses, created with it. Leave it out to have them generated from the program’s catalogue; [] for none.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** What the plan routes answer: the plan with its courses (term order, then code). */
export const PlanAnswerSchema = Type.Object({ ...PlanSchema.properties, courses: Type.Array(PlanCourseSchema) });
