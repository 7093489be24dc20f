// The Security tab's resources: signed-in devices, two-step sign-in, the password.
import { Type } from 'typebox';
import { errorSchema } from '../http/common-schemas';

export const SessionSchema = Type.Object({
  id: Type.String({ description: 'The session’s public id (DELETE it to sign that device out).' }),
  browser: Type.String({ description: 'From the user agent: Chrome, Firefox, Safari, Edge… or Unknown.' }),
  os: Type.String({ description: 'From the user agent: Windows, macOS, Linux, Android, iOS… or Unknown.' }),
  user_agent: Type.String(),
  first_seen_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
  current: Type.Boolean({ description: 'The device making this request.' }),
});

export const SignedOutSchema = Type.Object({ signed_out: Type.Integer({ description: 'How many devices were signed out.' }) });

export const SessionParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const MfaStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  recovery_codes_left: Type.Integer({ description: 'Unused recovery codes.' }),
});

export const MfaSetupSchema = Type.Object({
  secret: Type.String({ description: 'The shared key in base32, for typing into an authenticator app.' }),
  otpauth_url: Type.String({ description: 'The otpauth:// URI the QR code holds.' }),
  qr_code: Type.String({ description: 'The QR code as a data: URL (PNG).' }),
});

export const CodeBodySchema = Type.Object(
  { code: Type.String({ maxLength: 64, description: 'A 6-digit code from the authenticator app (disable: or a recovery code).' }) },
  { additionalProperties: false },
);

export const RecoveryCodesSchema = Type.Object({
  recovery_codes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown this once: the server keeps only their hashes.' }),
});

export const PasswordChangeSchema = Type.Object(
  {
    current_password: Type.String({ maxLength: 1000 }),
    new_password: Type.String({ maxLength: 1000, description: '8 to 200 characters.' }),
  },
  { additionalProperties: false },
);

export const ManagedElsewhereSchema = errorSchema('Sign-in is run by Auth0: sessions, two-step sign-in and the password are managed in the Auth0 account.');
