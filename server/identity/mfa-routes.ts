// Two-step sign-in for local accounts (/account/mfa/): status; setup (a new secret as key, otpauth URI
// and QR code); confirm with a first code, which turns it on and answers ten recovery codes, shown once;
// disable, which needs a current code. Wrong codes are counted per account: ten per 15 minutes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError, validationError } from '../http/api-error';
import { createMfaStore } from './mfa-store';
import { createRateLimiter } from './rate-limiter';
import { totpUri } from './totp';
import { NotFoundSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import type { LocalAccountOf } from './security-routes';
import { CodeBodySchema, ManagedElsewhereSchema, MfaSetupSchema, MfaStatusSchema, RecoveryCodesSchema } from './security-schemas';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const TOO_MANY = 'Too many wrong codes. Wait 15 minutes, then try again.';

export const mfaRoutes: FastifyPluginAsyncTypebox<{ db: Database; localAccountOf: LocalAccountOf }> = async (app, { db, localAccountOf }) => {
  const tags = ['security'];
  const errors = { ...PROTECTED_ERRORS, 404: NotFoundSchema, 409: ManagedElsewhereSchema };
  const mfa = createMfaStore(db);
  const wrongCodes = createRateLimiter(db, 'security:mfa-code', { limit: 10, windowMs: 15 * 60_000 });

  /** Runs a code check inside the account's budget of wrong codes. */
  async function withinBudget<T>(accountId: string, check: () => Promise<T | undefined>): Promise<T> {
    if (!(await wrongCodes.attempt(accountId))) throw new ApiError(429, TOO_MANY, undefined, { 'retry-after': '900' });
    const result = await check();
    if (result === undefined) throw validationError({ code: [WRONG_CODE] });
    await wrongCodes.refund(accountId);
    return result;
  }

  app.get('/account/mfa/', { schema: { tags, summary: 'Whether two-step sign-in is on.', response: { 200: MfaStatusSchema, ...errors } } }, async (request) => {
    const status = await mfa.status(await localAccountOf(request));
    return { enabled: status.enabled, recovery_codes_left: status.recoveryCodesLeft };
  });

  app.post(
    '/account/mfa/setup/',
    {
      schema: {
        tags,
        summary: 'Start setting up: a new key for the authenticator app (replaces one not yet confirmed).',
        response: { 200: MfaSetupSchema, ...errors },
      },
    },
    async (request) => {
      const accountId = await localAccountOf(request);
      const secret = await mfa.begin(accountId);
      if (!secret) throw new ApiError(409, 'Two-step sign-in is already on. Turn it off first to set up another app.');
      const [account] = await db.query<{ email: string; [column: string]: unknown }>('SELECT email FROM identity_accounts WHERE id = $1', [accountId]);
      const otpauthUrl = totpUri(secret, account?.email ?? '');
      return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }) };
    },
  );

  app.post(
    '/account/mfa/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm the setup with a first code: turns two-step sign-in on.',
        body: CodeBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const accountId = await localAccountOf(request);
      if ((await mfa.status(accountId)).enabled) throw new ApiError(409, 'Two-step sign-in is already on.');
      const codes = await withinBudget(accountId, () => mfa.confirm(accountId, request.body.code.replace(/\s/g, '')));
      return { recovery_codes: codes };
    },
  );

  app.post(
    '/account/mfa/disable/',
    {
      schema: {
        tags,
        summary: 'Turn two-step sign-in off: needs a current code (or a recovery code).',
        body: CodeBodySchema,
        response: { 204: Type.Null({ description: 'Turned off.' }), ...errors },
      },
    },
    async (request, reply) => {
      const accountId = await localAccountOf(request);
      if (!(await mfa.status(accountId)).enabled) throw new ApiError(409, 'Two-step sign-in is not on.');
      await withinBudget(accountId, () => mfa.check(accountId, request.body.code));
      await mfa.disable(accountId);
      return reply.code(204).send(null);
    },
  );
};
