// The student's own data: the export file and the account deletion.
import { Type } from 'typebox';

export const ExportSchema = Type.Object(
  {
    format: Type.Literal('degreemate-export/1'),
    exported_at: Type.String({ format: 'date-time' }),
    user: Type.Object({}, { additionalProperties: true, description: 'The sub, who signs them in, and the local account (email, names, created_at).' }),
  },
  { additionalProperties: true, description: 'One section per kind of record (profile, settings, bookmarks, plans, plan_courses, …), rows as stored.' },
);

export const DeleteAccountSchema = Type.Object(
  { confirm_email: Type.String({ maxLength: 320, description: 'The account’s email, typed by the student to confirm.' }) },
  { additionalProperties: false },
);

export const DeletedSchema = Type.Object({
  detail: Type.String(),
  local_account_deleted: Type.Boolean({ description: 'The local sign-in account went too; false with Auth0, whose account is managed there.' }),
});
