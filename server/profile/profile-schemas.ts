// The profile resource's shape and its limits. Text is trimmed before these checks run.
import { Type } from 'typebox';
import { PROFILE_LIMITS as LIMITS } from '../../src/lib/profile-rules';
import { GOAL_LIMITS } from '../../src/lib/semester-goals';
import { Format } from '../http/formats';

const nullableDate = Type.Union([Type.String({ format: Format.academicDate }), Type.Null()], {
  description: 'A calendar date, YYYY-MM-DD, or null when not given.',
});

export const ProfileSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  school_name: Type.String(),
  degree: Type.String(),
  expected_graduation: nullableDate,
  phone_number: Type.String(),
  is_onboarded: Type.Boolean(),
  created_at: Type.String({ format: 'date-time', description: 'When the profile was made: the student’s first sign-in.' }),
  gpa_target: Type.Union([Type.Number(), Type.Null()], { description: 'The GPA aimed for this semester, or null.' }),
  study_hours_target: Type.Union([Type.Integer(), Type.Null()], { description: 'Study hours a week aimed for, or null.' }),
  goals: Type.Array(Type.String(), { description: 'Semester goals in the student’s own words.' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

export const ProfileChangesSchema = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: LIMITS.name })),
    last_name: Type.Optional(Type.String({ maxLength: LIMITS.name })),
    school_name: Type.Optional(Type.String({ maxLength: LIMITS.school })),
    degree: Type.Optional(Type.String({ maxLength: LIMITS.degree })),
    expected_graduation: Type.Optional(nullableDate),
    phone_number: Type.Optional(Type.String({ maxLength: LIMITS.phone, format: Format.phoneNumber })),
    is_onboarded: Type.Optional(Type.Boolean()),
    gpa_target: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: GOAL_LIMITS.gpa }), Type.Null()])),
    study_hours_target: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: GOAL_LIMITS.hours }), Type.Null()])),
    goals: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: GOAL_LIMITS.length }), { maxItems: GOAL_LIMITS.count })),
  },
  { additionalProperties: false, description: 'Only the fields to change.' },
);
