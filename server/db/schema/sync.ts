// Drizzle mirror of the change feed's tables (server/db/migrations/0004_sync.sql).
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const syncCursors = pgTable('sync_cursors', {
  ownerSub: text('owner_sub').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
});

export const syncChanges = pgTable(
  'sync_changes',
  {
    ownerSub: text('owner_sub').notNull(),
    entity: text('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerSub, table.entity, table.recordId] })],
);
