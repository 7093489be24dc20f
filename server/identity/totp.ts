// Time-based one-time codes (RFC 6238) through otpauth, with the settings every authenticator app
// understands: SHA-1, 6 digits, 30 seconds, and one step of clock drift either way.
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'DegreeMate';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The 30-second step the code belongs to (for refusing a replay), or undefined when it is wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!isTotpCode(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}
