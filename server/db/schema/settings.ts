// Drizzle mirror of the settings table (server/db/migrations/0011_settings.sql): one row per user.
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ThemeChoice } from '../../../src/lib/settings-rules';

export const settings = pgTable('settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Unique: the insert-if-missing in settings-service.ts targets it.
  ownerSub: text('owner_sub').notNull().unique('settings_owner_sub_key'),
  theme: text('theme').$type<ThemeChoice>().notNull().default('system'),
  largeText: boolean('large_text').notNull().default(false),
  emailReminders: boolean('email_reminders').notNull().default(false),
  pushAnnouncements: boolean('push_announcements').notNull().default(false),
  weeklyReport: boolean('weekly_report').notNull().default(false),
  weeklyStudyHours: integer('weekly_study_hours').notNull().default(14),
  timeZone: text('time_zone').notNull().default('UTC'),
  personalNotes: text('personal_notes').notNull().default(''),
  // 'HH:MM' (server/db/migrations/0024_settings_study_window.sql).
  earliestStudyTime: text('earliest_study_time').notNull().default('08:00'),
  latestStudyTime: text('latest_study_time').notNull().default('22:00'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SettingsRow = typeof settings.$inferSelect;
