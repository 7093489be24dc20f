// Every table holding a student's rows (a column owner_sub), and what "Download my data" and "Delete my
// account" do with each. A table with owner_sub missing here fails test/server/account-data.test.ts, and
// the deletion removes its rows anyway (it also sweeps every owner_sub table the database lists).
export interface ExportedTable {
  table: string;
  /** The key in the export file. */
  section: string;
  /** One row per student: exported as an object (or null), not a list. */
  single?: boolean;
  order: string;
  /** Columns not given out: secrets only the server may read. */
  omit?: readonly string[];
  /** Rows of a table without owner_sub, hanging off this one's ids, exported inside each row. */
  children?: { table: string; key: string; section: string };
}

/** In the file's order. Deleting goes the other way round (children before parents). */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { table: 'profiles', section: 'profile', single: true, order: 'created_at', omit: ['id'] },
  { table: 'settings', section: 'settings', single: true, order: 'created_at', omit: ['id'] },
  { table: 'bookmarks', section: 'bookmarks', order: 'created_at, id' },
  { table: 'plans', section: 'plans', order: 'created_at, id' },
  { table: 'plan_courses', section: 'plan_courses', order: 'created_at, id' },
  { table: 'weekly_plans', section: 'weekly_plans', order: 'created_at, id' },
  { table: 'class_meetings', section: 'class_meetings', order: 'created_at, id' },
  // Before tasks, which may name a syllabus: deleting goes tasks first.
  { table: 'syllabi', section: 'syllabi', order: 'created_at, id' },
  { table: 'tasks', section: 'tasks', order: 'created_at, id' },
  { table: 'advisor_conversations', section: 'advisor_conversations', order: 'created_at, id' },
  { table: 'advisor_messages', section: 'advisor_messages', order: 'created_at, id' },
  // The subscription's secret is derived from a server key and only its hash is kept: neither is the student's data.
  { table: 'calendar_feeds', section: 'calendar_subscription', single: true, order: 'created_at', omit: ['nonce', 'secret_hash'] },
  // The reminders and weekly reports mailed to the student: what was sent, to which address, when.
  { table: 'notification_mails', section: 'notification_mails', order: 'claimed_at, kind, period' },
  {
    table: 'calendar_imports',
    section: 'calendar_imports',
    order: 'created_at, id',
    children: { table: 'calendar_import_dismissals', key: 'import_id', section: 'dismissed_events' },
  },
];

/** The server's bookkeeping about the student's requests, not their data: deleted, never exported. */
export const BOOKKEEPING_TABLES: Readonly<Record<string, string>> = {
  idempotency_keys: 'stored answers to retried requests, kept a day',
  sync_changes: 'the change feed: which record changed when, and deletions (tombstones)',
  sync_cursors: 'the change feed’s counter',
  record_counts: 'how many records of each kind the student keeps, for the caps',
};
