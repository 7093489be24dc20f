// Drizzle mirror of the calendar_feeds, calendar_imports and calendar_import_dismissals tables (server/db/migrations/0008_tasks.sql).
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const calendarFeeds = pgTable('calendar_feeds', {
  ownerSub: text('owner_sub').primaryKey(),
  nonce: text('nonce').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const calendarImports = pgTable('calendar_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  url: text('url').notNull(),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const calendarImportDismissals = pgTable(
  'calendar_import_dismissals',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => calendarImports.id, { onDelete: 'cascade' }),
    sourceEventId: text('source_event_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.sourceEventId] })],
);

export type CalendarImportRow = typeof calendarImports.$inferSelect;
