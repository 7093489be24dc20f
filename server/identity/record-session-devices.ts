// Whenever the token endpoint issues tokens (the code exchange after a sign-in, or a refresh), notes which
// browser the session belongs to and that it was just used: the Security tab's list of devices. Done
// before the answer leaves, so a device is listed as soon as its sign-in completes.
import type { Middleware } from 'oidc-provider';
import type { Database } from '../db/database';
import { recordSessionUse } from './session-devices';

export function recordSessionDevices(tokenPath: string, db: Database): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.path !== tokenPath || ctx.method !== 'POST' || ctx.status !== 200) return;
    const entities = ctx.oidc?.entities;
    const source = entities?.RefreshToken ?? entities?.AuthorizationCode;
    if (!source?.sessionUid || !source.accountId) return;
    try {
      await recordSessionUse(db, source.sessionUid, source.accountId, ctx.get('user-agent'));
    } catch (error) {
      console.error('Identity provider: recording a session’s device failed:', error);
    }
  };
}
