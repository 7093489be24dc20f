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
    id: Type.Optional(
      Type.String({ format: Format.uuid, description: 'Chosen by the client; repeating it answers the stored plan without generating again.' }),
    ),
    title: fieldSchema(fields.title),
    description: Type.Optional(fieldSchema(fields.description)),
    course: Type.Optional(fieldSchema(fields.course)),
    week_of: Type.Optional(
      Type.String({
        ...fieldSchema(fields.week_of),
        description: 'The Monday of the plan’s week, YYYY-MM-DD; when left out, this week’s until Thursday 18:00 and next week’s after.',
      }),
    ),
    local_now: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d$',
        description: 'The student’s wall-clock time, YYYY-MM-DDTHH:MM: no block is placed before it. The server’s own clock when left out.',
      }),
    ),
    replaces: Type.Optional(Type.String({ format: Format.uuid, description: 'The plan this one regenerates: its blocks are not in the way of the new ones.' })),
  },
  { additionalProperties: false },
);
