// Drizzle mirror of the profiles table (server/db/migrations/0001_api.sql, 0003_profile_uuid_key.sql, 0004_sync.sql, 0028_profile_goals.sql): one row per user.
import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Unique: the upsert in profile-service.ts targets it.
  ownerSub: text('owner_sub').notNull().unique('profiles_owner_sub_key'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  schoolName: text('school_name').notNull().default(''),
  degree: text('degree').notNull().default(''),
  // 'YYYY-MM-DD' as stored: a calendar date has no time zone to convert.
  expectedGraduation: date('expected_graduation', { mode: 'string' }),
  phoneNumber: text('phone_number').notNull().default(''),
  isOnboarded: boolean('is_onboarded').notNull().default(false),
  gpaTarget: doublePrecision('gpa_target'),
  studyHoursTarget: integer('study_hours_target'),
  goals: jsonb('goals').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
