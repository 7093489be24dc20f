// The student's preferences: exactly one row per user, created with the defaults on first read, changed
// field by field. Its creation and every change are recorded in the change log (entity `settings`).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { settings, type SettingsRow } from '../db/schema/settings';
import { validationError, type FieldErrors } from '../http/api-error';
import { openChangeLog, type ChangeLog } from '../sync/change-log';
import { checkVersion, type Expected } from '../sync/versions';
import {
  isTimeZone,
  studyWindowErrors,
  SETTINGS_LIMITS as LIMITS,
  THEME_MESSAGE,
  THEMES,
  TIME_ZONE_MESSAGE,
  WEEKLY_STUDY_HOURS_MESSAGE,
  type SettingsChanges,
  type SettingsFields,
} from '../../src/lib/settings-rules';

export const SETTINGS = 'settings';

/** The settings as the API shows them. */
export interface Settings extends SettingsFields {
  updated_at: string;
  version: number;
}

export type { SettingsChanges };

export async function readSettings(db: Executor, ownerSub: string): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.ownerSub, ownerSub));
  if (row) return toSettings(row);
  // Concurrent first reads: the change log's lock lets one create the row and the others find it.
  return db.transaction(async (tx) => toSettings(await ensureSettings(tx, ownerSub, await openChangeLog(tx, ownerSub))));
}

/** The student's weekly study budget, or undefined while they have no settings (the default applies). */
export async function weeklyStudyHours(db: Executor, ownerSub: string): Promise<number | undefined> {
  const [row] = await db.select({ hours: settings.weeklyStudyHours }).from(settings).where(eq(settings.ownerSub, ownerSub));
  return row?.hours;
}

/** The settings row's uuid with the settings, for the change feed. */
export async function readSettingsByIds(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Settings>> {
  const [row] = await db.select().from(settings).where(eq(settings.ownerSub, ownerSub));
  return row && ids.includes(row.id) ? new Map([[row.id, toSettings(row)]]) : new Map();
}

/** Applies the given fields, creating the row first if this user has none yet. 412 when stale. */
export async function updateSettings(tx: Executor, ownerSub: string, changes: SettingsChanges, expected?: Expected): Promise<Settings> {
  checkValues(changes);
  const log = await openChangeLog(tx, ownerSub);
  const current = await ensureSettings(tx, ownerSub, undefined);
  checkVersion(current.version, expected, () => toSettings(current));
  checkWindow(current, changes);
  const [row] = await tx
    .update(settings)
    .set({ ...toColumns(changes), version: sql`${settings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(settings.id, current.id))
    .returning();
  await log.record({ entity: SETTINGS, id: row!.id, version: row!.version, deleted: false });
  return toSettings(row!);
}

/** The locked row, created (and logged, when a log is given) if missing. */
async function ensureSettings(tx: Executor, ownerSub: string, log: ChangeLog | undefined): Promise<SettingsRow> {
  const [created] = await tx.insert(settings).values({ ownerSub }).onConflictDoNothing().returning();
  if (created && log) await log.record({ entity: SETTINGS, id: created.id, version: created.version, deleted: false });
  const [row] = await tx.select().from(settings).where(eq(settings.ownerSub, ownerSub)).for('update');
  if (!row) throw new Error('settings vanished right after they were created');
  return row;
}

function checkValues(changes: SettingsChanges): void {
  const errors: FieldErrors = {};
  if (changes.theme !== undefined && !THEMES.includes(changes.theme)) errors.theme = [THEME_MESSAGE];
  const hours = changes.weekly_study_hours;
  if (hours !== undefined && (hours < LIMITS.weeklyStudyHoursMin || hours > LIMITS.weeklyStudyHoursMax)) {
    errors.weekly_study_hours = [WEEKLY_STUDY_HOURS_MESSAGE];
  }
  if (changes.time_zone !== undefined && !isTimeZone(changes.time_zone)) errors.time_zone = [TIME_ZONE_MESSAGE];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The window as it will be stored: a change of one end is checked against the other's stored value. */
function checkWindow(current: SettingsRow, changes: SettingsChanges): void {
  const errors = studyWindowErrors({
    earliest_study_time: changes.earliest_study_time ?? current.earliestStudyTime,
    latest_study_time: changes.latest_study_time ?? current.latestStudyTime,
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The student's daily study window, or undefined while they have no settings (the default applies). */
export async function studyWindow(db: Executor, ownerSub: string): Promise<{ earliest: string; latest: string } | undefined> {
  const [row] = await db
    .select({ earliest: settings.earliestStudyTime, latest: settings.latestStudyTime })
    .from(settings)
    .where(eq(settings.ownerSub, ownerSub));
  return row;
}

function toColumns(changes: SettingsChanges): Partial<typeof settings.$inferInsert> {
  const columns: Partial<typeof settings.$inferInsert> = {
    theme: changes.theme,
    largeText: changes.large_text,
    emailReminders: changes.email_reminders,
    pushAnnouncements: changes.push_announcements,
    weeklyReport: changes.weekly_report,
    weeklyStudyHours: changes.weekly_study_hours,
    timeZone: changes.time_zone,
    personalNotes: changes.personal_notes,
    earliestStudyTime: changes.earliest_study_time,
    latestStudyTime: changes.latest_study_time,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toSettings(row: SettingsRow): Settings {
  return {
    theme: row.theme,
    large_text: row.largeText,
    email_reminders: row.emailReminders,
    push_announcements: row.pushAnnouncements,
    weekly_report: row.weeklyReport,
    weekly_study_hours: row.weeklyStudyHours,
    time_zone: row.timeZone,
    personal_notes: row.personalNotes,
    earliest_study_time: row.earliestStudyTime,
    latest_study_time: row.latestStudyTime,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
