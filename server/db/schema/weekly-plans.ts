// Drizzle mirror of the weekly_plans table (server/db/migrations/0007_weekly_plans.sql).
import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const weeklyPlans = pgTable('weekly_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  course: text('course').notNull().default(''),
  markdownPlan: text('markdown_plan').notNull().default(''),
  archived: boolean('archived').notNull().default(false),
  // 'YYYY-MM-DD', read and written as text: a Date would move it by the server's time zone.
  weekOf: date('week_of', { mode: 'string' }).notNull(),
  source: text('source').notNull().default('embedded'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WeeklyPlanRow = typeof weeklyPlans.$inferSelect;
