// A user's profile: exactly one per user, created empty on first read so that the app can always ask for it.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { profiles, type ProfileRow } from '../db/schema/profiles';

/** The profile as the API shows it (SPEC §3). */
export interface Profile {
  first_name: string;
  last_name: string;
  school_name: string;
  degree: string;
  expected_graduation: string | null;
  phone_number: string;
  is_onboarded: boolean;
  updated_at: string;
}

export type ProfileChanges = Partial<Omit<Profile, 'updated_at'>>;

export async function readProfile(db: Executor, ownerSub: string): Promise<Profile> {
  // Two first reads may race (the dashboard and the onboarding gate ask at once): both insert, one wins.
  await db.insert(profiles).values({ ownerSub }).onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.ownerSub, ownerSub));
  if (!row) throw new Error('profile vanished right after it was created');
  return toProfile(row);
}

/** Applies the given fields, creating the profile first if this user has none yet. */
export async function updateProfile(db: Executor, ownerSub: string, changes: ProfileChanges): Promise<Profile> {
  const values = toColumns(changes);
  if (Object.keys(values).length === 0) return readProfile(db, ownerSub);
  const [row] = await db
    .insert(profiles)
    .values({ ownerSub, ...values })
    .onConflictDoUpdate({ target: profiles.ownerSub, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toProfile(row!);
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
    updated_at: row.updatedAt.toISOString(),
  };
}
