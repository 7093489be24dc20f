// The settings resource's shape. Ranges, the theme's values and the time zone are checked in
// settings-service.ts, so that each answers with a message a form can show as it is.
import { Type } from 'typebox';
import { SETTINGS_LIMITS as LIMITS } from '../../src/lib/settings-rules';

export const SettingsSchema = Type.Object({
  theme: Type.Union([Type.Literal('system'), Type.Literal('light'), Type.Literal('dark')]),
  large_text: Type.Boolean(),
  email_reminders: Type.Boolean(),
  push_announcements: Type.Boolean(),
  weekly_report: Type.Boolean(),
  weekly_study_hours: Type.Integer({ minimum: LIMITS.weeklyStudyHoursMin, maximum: LIMITS.weeklyStudyHoursMax }),
  time_zone: Type.String({ description: 'An IANA time zone name, such as Europe/Paris.' }),
  personal_notes: Type.String(),
  earliest_study_time: Type.String({ description: 'HH:MM: weekly plans place nothing earlier in a day.' }),
  latest_study_time: Type.String({ description: 'HH:MM, after earliest_study_time: weekly plans place nothing later in a day.' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

export const SettingsChangesSchema = Type.Object(
  {
    theme: Type.Optional(Type.String({ description: 'system, light or dark.' })),
    large_text: Type.Optional(Type.Boolean()),
    email_reminders: Type.Optional(Type.Boolean()),
    push_announcements: Type.Optional(Type.Boolean()),
    weekly_report: Type.Optional(Type.Boolean()),
    weekly_study_hours: Type.Optional(Type.Integer({ description: `Hours a week, ${LIMITS.weeklyStudyHoursMin} to ${LIMITS.weeklyStudyHoursMax}.` })),
    time_zone: Type.Optional(Type.String({ maxLength: LIMITS.timeZone })),
    personal_notes: Type.Optional(Type.String({ maxLength: LIMITS.personalNotes })),
    earliest_study_time: Type.Optional(Type.String({ maxLength: 5, description: 'HH:MM (24-hour), before latest_study_time.' })),
    latest_study_time: Type.Optional(Type.String({ maxLength: 5, description: 'HH:MM (24-hour), after earliest_study_time.' })),
  },
  { additionalProperties: false, description: 'Only the fields to change.' },
);
