// Drizzle mirror of the announcements table (server/db/migrations/0008_tasks.sql).
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
