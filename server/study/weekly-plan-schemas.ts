// The weekly plan resource's requests and answer, made from the shared definition
// (src/lib/entities/weekly-plan.ts). Text is trimmed before these checks run.
import { Type } from 'typebox';
import { weeklyPlanDefinition } from '../../src/lib/entities/weekly-plan';
import { Format } from '../http/formats';
import { changesSchema, createSchema, fieldSchema, recordSchema } from '../sync/definition-schemas';
import { PageQuerySchema } from '../sync/list-page';

/** A plan of 100,000 characters, each up to 4 bytes of UTF-8 or a 6-byte JSON escape, with its other fields. */
export const WEEKLY_PLAN_BODY_LIMIT = 640 * 1024;

export const WeeklyPlanSchema = recordSchema(weeklyPlanDefinition);
export const NewWeeklyPlanSchema = createSchema(weeklyPlanDefinition);
export const WeeklyPlanChangesSchema = changesSchema(weeklyPlanDefinition);

export const WeeklyPlanListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  archived: Type.Optional(Type.Boolean({ description: 'Only the archived plans (true) or only the others (false).' })),
});

const { fields } = weeklyPlanDefinition;

/** POST /api/study/generate/: what the plan is made from; the server writes the markdown. */
export const GenerateWeeklyPlanSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client; repeating it answers the stored plan without generating again.' })),
    title: fieldSchema(fields.title),
    description: Type.Optional(fieldSchema(fields.description)),
    course: Type.Optional(fieldSchema(fields.course)),
    week_of: Type.Optional(fieldSchema(fields.week_of)),
  },
  { additionalProperties: false },
);
