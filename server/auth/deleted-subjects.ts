// The record that a subject's account was deleted (table deleted_subjects, migration 0022): the deletion
// writes it, the token check reads it on every authenticated request (a primary-key lookup) and refuses
// any token issued up to the deletion, whichever process issued or verifies it.
import { sql } from 'drizzle-orm';
import type { Connection } from '../db/database';
import type { Executor } from '../db/executor';
import type { AuthenticatedUser } from './token-verifier';

// When a token does not say how long it lives: Auth0's longest access-token lifetime.
const LONGEST_TOKEN_LIFETIME_S = 30 * 24 * 3600;

/** True when the token was issued before its subject's account was deleted. */
export type DeletedSubjectCheck = (user: AuthenticatedUser) => Promise<boolean>;

export function deletedSubjectCheck(db: Connection): DeletedSubjectCheck {
  return async (user) => {
    const [row] = await db.query<{ refused_until: Date | string; returned_at: Date | string | null }>(
      'SELECT refused_until, returned_at FROM deleted_subjects WHERE sub = $1',
      [user.sub],
    );
    if (!row) return false;
    // A token without iat cannot show that it came after the deletion. iat is in whole seconds, so a token of
    // the deletion's own second counts as before it: refusing one new token is better than taking an old one.
    if (user.issuedAt === undefined || user.issuedAt * 1000 <= new Date(row.refused_until).getTime()) return true;
    // Signed in again after the deletion (Auth0 keeps the sign-in account): its writes may create rows again.
    if (row.returned_at === null) await db.query('UPDATE deleted_subjects SET returned_at = now() WHERE sub = $1 AND returned_at IS NULL', [user.sub]);
    return false;
  };
}

/**
 * Inside the deletion's transaction. Kept until every token issued before now has expired: access tokens of
 * one provider and API all live as long, so the asking token's lifetime bounds them. Records past that are
 * forgotten here, deletions being the only writers. `signInOutlives`: the sign-in account stays (Auth0), so
 * a token issued after the deletion is a fresh start; otherwise no token of the subject is taken again, not
 * even one issued while the deletion was committing.
 */
export async function recordDeletedSubject(tx: Executor, user: AuthenticatedUser, { signInOutlives }: { signInOutlives: boolean }): Promise<void> {
  const lifetime = user.issuedAt !== undefined && user.expiresAt !== undefined ? Math.max(0, user.expiresAt - user.issuedAt) : LONGEST_TOKEN_LIFETIME_S;
  const lastExpiry = user.expiresAt ?? 0;
  await tx.execute(sql`DELETE FROM deleted_subjects WHERE forget_after < now()`);
  await tx.execute(sql`
    WITH kept AS (SELECT greatest(clock_timestamp() + make_interval(secs => ${lifetime}), to_timestamp(${lastExpiry})) AS until)
    INSERT INTO deleted_subjects (sub, deleted_at, refused_until, forget_after)
    SELECT ${user.sub}, now(), CASE WHEN ${signInOutlives} THEN clock_timestamp() ELSE kept.until END, kept.until FROM kept
    ON CONFLICT (sub) DO UPDATE SET deleted_at = excluded.deleted_at, refused_until = excluded.refused_until, forget_after = excluded.forget_after, returned_at = NULL`);
}
