// Queued entries outlive app versions: a student can queue changes offline, and the app updates
// before they are sent. Each entry says which format it was written in; this module brings older
// ones up to date when the database opens. An entry of a format this version does not know (written
// by a newer app, then downgraded) is never sent in a shape the server may not accept: push parks it.
import { OUTBOX_FORMAT } from './sync-records';

/**
 * Format 1 (no `format` field): create/update/delete with a body, no versions. Its changes were made
 * without knowing the record's version, so they stay unconditional (no If-Match) — the server's
 * behaviour for them is exactly what it was when they were queued.
 */
export function migrateOutboxEntry(entry: Record<string, unknown>): Record<string, unknown> {
  if (entry.format === undefined) return { ...entry, format: OUTBOX_FORMAT };
  return entry;
}

export const isCurrentFormat = (entry: { format?: unknown }) => entry.format === OUTBOX_FORMAT;

export const UNKNOWN_FORMAT_DETAIL = 'This change was saved by a newer version of DegreeMate. Update the app to send it.';
