// The weekly plan resource's shape and its limits. Text is trimmed before these checks
// run. `source` ('embedded' or the model's name) is set on create and never changes.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { PageQuerySchema } from '../sync/list-page';

/** The longest texts the server takes (the app's descriptor says the same). */
export const WEEKLY_PLAN_LIMITS = { title: 200, description: 5_000, course: 100, markdown_plan: 100_000, source: 200 } as const;

/** A plan of 100,000 characters, each up to 4 bytes of UTF-8 or a 6-byte JSON escape, with its other fields. */
export const WEEKLY_PLAN_BODY_LIMIT = 640 * 1024;

export const EMBEDDED_SOURCE = 'embedded';

export const fields = {
  title: Type.String({ minLength: 1, maxLength: WEEKLY_PLAN_LIMITS.title }),
  description: Type.String({ maxLength: WEEKLY_PLAN_LIMITS.description, description: 'What to study; the plan’s topics come from it.' }),
  course: Type.String({ maxLength: WEEKLY_PLAN_LIMITS.course, description: 'Free text (e.g. "CS 2110"), "" for none.' }),
  markdown_plan: Type.String({ maxLength: WEEKLY_PLAN_LIMITS.markdown_plan, description: 'The plan, in markdown (GFM tables and task lists).' }),
  archived: Type.Boolean(),
  week_of: Type.String({ format: Format.weekOf, description: 'The Monday of the plan’s week, YYYY-MM-DD.' }),
  source: Type.String({ minLength: 1, maxLength: WEEKLY_PLAN_LIMITS.source, description: '"embedded", or the name of the language model that wrote the plan.' }),
};

export const WeeklyPlanSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  title: Type.String(),
  description: Type.String(),
  course: Type.String(),
  markdown_plan: Type.String(),
  archived: Type.Boolean(),
  week_of: Type.String({ format: Format.date }),
  source: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

const id = Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' });

export const NewWeeklyPlanSchema = Type.Object(
  {
    id: Type.Optional(id),
    title: fields.title,
    description: Type.Optional(fields.description),
    course: Type.Optional(fields.course),
    markdown_plan: Type.Optional(fields.markdown_plan),
    archived: Type.Optional(fields.archived),
    week_of: Type.Optional(Type.String({ ...fields.week_of, description: 'The Monday of the plan’s week, YYYY-MM-DD; this week’s when left out.' })),
    source: Type.Optional(fields.source),
  },
  { additionalProperties: false, description: 'A plan written on a device (the outbox): its markdown as the device wrote it.' },
);

export const WeeklyPlanChangesSchema = Type.Object(
  {
    title: Type.Optional(fields.title),
    description: Type.Optional(fields.description),
    course: Type.Optional(fields.course),
    markdown_plan: Type.Optional(fields.markdown_plan),
    archived: Type.Optional(fields.archived),
    week_of: Type.Optional(fields.week_of),
  },
  { additionalProperties: false, description: 'Only the fields to change; the source never changes.' },
);

export const WeeklyPlanListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  archived: Type.Optional(Type.Boolean({ description: 'Only the archived plans (true) or only the others (false).' })),
});

/** POST /api/study/generate/: what the plan is made from; the server writes the markdown. */
export const GenerateWeeklyPlanSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client; repeating it answers the stored plan without generating again.' })),
    title: fields.title,
    description: Type.Optional(fields.description),
    course: Type.Optional(fields.course),
    week_of: Type.Optional(
      Type.String({ ...fields.week_of, description: 'The Monday of the plan’s week, YYYY-MM-DD; when left out, this week’s until Thursday 18:00 and next week’s after.' }),
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
