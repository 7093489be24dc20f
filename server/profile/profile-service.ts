// A user's profile: exactly one per user, created empty on first read so that the app can always ask for it.
// Its creation and every change are recorded in the change log (entity `profile`, keyed by the row's uuid).
import { eq, sql } from 'drizzle-orm';
import { collegeProblem, degreeProblem } from '../../src/lib/onboarding-rules';
import { goalProblems } from '../../src/lib/semester-goals';
import type { Executor } from '../db/executor';
import { profiles, type ProfileRow } from '../db/schema/profiles';
import { validationError, type FieldErrors } from '../http/api-error';
import { openChangeLog, type ChangeLog } from '../sync/change-log';
import { checkVersion, type Expected } from '../sync/versions';

export const PROFILE = 'profile';

/** The profile as the API shows it. */
export interface Profile {
  first_name: string;
  last_name: string;
  school_name: string;
  degree: string;
  expected_graduation: string | null;
  phone_number: string;
  is_onboarded: boolean;
  created_at: string;
  gpa_target: number | null;
  study_hours_target: number | null;
  goals: string[];
  updated_at: string;
  version: number;
}

export type ProfileChanges = Partial<Omit<Profile, 'created_at' | 'updated_at' | 'version'>>;

const ONBOARDING_REQUIRED = 'This field is required to finish onboarding.';

export async function readProfile(db: Executor, ownerSub: string): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.ownerSub, ownerSub));
  if (row) return toProfile(row);
  // Two first reads may race (the dashboard and the onboarding gate ask at once): the change log's lock
  // lets one create it and the other find it.
  return db.transaction(async (tx) => toProfile(await ensureProfile(tx, ownerSub, await openChangeLog(tx, ownerSub))));
}

/** The profile row's uuid with the profile, for the change feed. */
export async function readProfiles(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Profile>> {
  const [row] = await db.select().from(profiles).where(eq(profiles.ownerSub, ownerSub));
  return row && ids.includes(row.id) ? new Map([[row.id, toProfile(row)]]) : new Map();
}

/** Applies the given fields, creating the profile first if this user has none yet. 412 when stale. */
export async function updateProfile(tx: Executor, ownerSub: string, changes: ProfileChanges, expected?: Expected): Promise<Profile> {
  const log = await openChangeLog(tx, ownerSub);
  const current = await ensureProfile(tx, ownerSub, undefined);
  checkVersion(current.version, expected, () => toProfile(current));
  const values = toColumns(changes);
  requireOnboardingFields({ ...toProfile(current), ...changes });
  refuseNonsense(changes);
  const [row] = await tx
    .update(profiles)
    .set({ ...values, version: sql`${profiles.version} + 1`, updatedAt: sql`now()` })
    .where(eq(profiles.id, current.id))
    .returning();
  await log.record({ entity: PROFILE, id: row!.id, version: row!.version, deleted: false });
  return toProfile(row!);
}

/** The locked row, created (and logged, when a log is given) if missing. */
async function ensureProfile(tx: Executor, ownerSub: string, log: ChangeLog | undefined): Promise<ProfileRow> {
  const [created] = await tx.insert(profiles).values({ ownerSub }).onConflictDoNothing().returning();
  if (created && log) await log.record({ entity: PROFILE, id: created.id, version: created.version, deleted: false });
  const [row] = await tx.select().from(profiles).where(eq(profiles.ownerSub, ownerSub)).for('update');
  if (!row) throw new Error('profile vanished right after it was created');
  return row;
}

/** A profile that stays onboarded must keep what onboarding asked for. */
function requireOnboardingFields(profile: Omit<Profile, 'created_at' | 'updated_at' | 'version'>): void {
  if (!profile.is_onboarded) return;
  const errors: FieldErrors = {};
  for (const field of ['first_name', 'last_name', 'school_name', 'degree'] as const) {
    if (profile[field].trim() === '') errors[field] = [ONBOARDING_REQUIRED];
  }
  if (profile.expected_graduation === null) errors.expected_graduation = [ONBOARDING_REQUIRED];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * A college or degree being set must be a name (src/lib/onboarding-rules.ts, which the form checks first).
 * The graduation's range is the form's alone: it moves with the calendar, and a change saved offline in
 * December must not be refused when it syncs in January.
 */
function refuseNonsense(changes: ProfileChanges): void {
  const errors: FieldErrors = {};
  const college = changes.school_name && collegeProblem(changes.school_name);
  const degree = changes.degree && degreeProblem(changes.degree);
  if (college) errors.school_name = [college];
  if (degree) errors.degree = [degree];
  // The schema checked the ranges and lengths; these are the rules it cannot say (hundredths, blank goals).
  for (const [field, problem] of Object.entries(goalProblems(changes))) errors[field] = [problem];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function toColumns(changes: ProfileChanges): Partial<typeof profiles.$inferInsert> {
  const columns: Partial<typeof profiles.$inferInsert> = {
    firstName: changes.first_name,
    lastName: changes.last_name,
    schoolName: changes.school_name,
    degree: changes.degree,
    expectedGraduation: changes.expected_graduation,
    phoneNumber: changes.phone_number,
    isOnboarded: changes.is_onboarded,
    gpaTarget: changes.gpa_target,
    studyHoursTarget: changes.study_hours_target,
    goals: changes.goals?.map((goal) => goal.trim()),
  };
  // Absent fields stay as they are; `null` (expected_graduation) is a real change.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toProfile(row: ProfileRow): Profile {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    school_name: row.schoolName,
    degree: row.degree,
    expected_graduation: row.expectedGraduation,
    phone_number: row.phoneNumber,
    is_onboarded: row.isOnboarded,
    created_at: row.createdAt.toISOString(),
    gpa_target: row.gpaTarget,
    study_hours_target: row.studyHoursTarget,
    goals: row.goals,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
