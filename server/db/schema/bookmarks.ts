// Drizzle mirror of the bookmarks table (server/db/migrations/0001_api.sql).
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bookmarks = pgTable('bookmarks', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BookmarkRow = typeof bookmarks.$inferSelect;
