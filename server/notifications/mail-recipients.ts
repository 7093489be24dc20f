// Whom the server may mail, and where: students whose switch is on, with the address of their local
// identity-provider account (identity_accounts.id is the tokens' `sub`). The API never stores an email
// of its own: in Auth0 mode the access token carries none, so those students get no mail (README).
import type { Database } from '../db/database';

export interface Recipient {
  ownerSub: string;
  email: string;
  givenName: string;
  timeZone: string;
  weeklyStudyHours: number;
}

type Switch = 'email_reminders' | 'weekly_report';

export async function recipientsWith(db: Database, on: Switch): Promise<Recipient[]> {
  const rows = await db.query<{ owner_sub: string; email: string; given_name: string; time_zone: string; weekly_study_hours: number }>(
    `SELECT s.owner_sub, a.email, a.given_name, s.time_zone, s.weekly_study_hours
     FROM settings s JOIN identity_accounts a ON a.id::text = s.owner_sub
     WHERE s.${on} ORDER BY s.owner_sub`,
  );
  return rows.map((row) => ({
    ownerSub: row.owner_sub,
    email: row.email,
    givenName: row.given_name,
    timeZone: row.time_zone,
    weeklyStudyHours: Number(row.weekly_study_hours),
  }));
}
