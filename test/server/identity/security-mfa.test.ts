// Two-step sign-in: set up with a key or QR code and a first code, then the provider asks
// for a code after the password; a recovery code works once; wrong codes are limited; turning it off
// needs a current code. Codes are computed here with otpauth, as an authenticator app would.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUpWithTokens } from './support/oidc-flows';
import { api, exchangeAs, startSecurityTestSetup, submitCode, submitPassword, type SecurityTestSetup } from './support/security-test-setup';
import { TestUserAgent } from './support/test-user-agent';

const STEP_MS = 30_000;

function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

let setup: SecurityTestSetup;
let limited: SecurityTestSetup;
const CODE_LIMIT = 3;
beforeAll(async () => {
  [setup, limited] = await Promise.all([startSecurityTestSetup(), startSecurityTestSetup({ perAccountCode: { limit: CODE_LIMIT, windowMs: 60_000 } })]);
});
afterAll(async () => {
  await Promise.all([setup?.close(), limited?.close()]);
});

/** A new account with two-step sign-in on; the code used to confirm was the previous step's. */
async function enrolled(on: SecurityTestSetup = setup) {
  const user = newUser();
  const { tokens } = await signUpWithTokens(new TestUserAgent(on.idp.origin), on.idp, user);
  const call = api(on.app, tokens.access_token);
  const { secret } = (await call('POST', '/api/account/mfa/setup/')).json() as { secret: string };
  const confirmed = await call('POST', '/api/account/mfa/confirm/', { code: codeAt(secret, Date.now() - STEP_MS) });
  expect(confirmed.statusCode).toBe(200);
  return { user, secret, call, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

async function codePage(on: SecurityTestSetup, user: { email: string; password: string }) {
  const agent = new TestUserAgent(on.idp.origin);
  const { request, visit } = await submitPassword(agent, on.idp, user.email, user.password);
  expect(visit.leftProviderTo, 'the password alone does not sign in').toBeUndefined();
  const page = await visit.response.text();
  expect(page).toContain('Authentication code');
  return { agent, request, page };
}

describe('setting up', () => {
  it('gives a key, an otpauth URI and a QR code, turns on with a first right code and answers ten recovery codes once', async () => {
    const { tokens } = await signUpWithTokens(new TestUserAgent(setup.idp.origin), setup.idp);
    const call = api(setup.app, tokens.access_token);
    expect((await call('GET', '/api/account/mfa/')).json()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const started = await call('POST', '/api/account/mfa/setup/');
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url: uri, qr_code: qr } = started.json() as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/DegreeMate:/);
    expect(new URL(uri!).searchParams.get('secret')).toBe(secret);
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const wrong = await call('POST', '/api/account/mfa/confirm/', { code: '000000' === codeAt(secret!, Date.now()) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await call('GET', '/api/account/mfa/')).json()).toMatchObject({ enabled: false });

    const right = await call('POST', '/api/account/mfa/confirm/', { code: codeAt(secret!, Date.now()) });
    expect(right.statusCode).toBe(200);
    const codes = (right.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('GET', '/api/account/mfa/')).json()).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await call('POST', '/api/account/mfa/setup/')).statusCode, 'no second setup while on').toBe(409);
  });
});

describe('signing in', () => {
  it('asks for a code after the password and signs in with a right one, once', async () => {
    const { user, secret } = await enrolled();
    const { agent, request, page } = await codePage(setup, user);
    const wrong = await submitCode(agent, setup.idp, page, '123456' === codeAt(secret, Date.now()) ? '654321' : '123456');
    expect(wrong.leftProviderTo).toBeUndefined();
    expect(wrong.response.status).toBe(400);
    const retry = await wrong.response.text();
    expect(retry).toContain('That code is not right');

    const code = codeAt(secret, Date.now() + STEP_MS);
    const done = await submitCode(agent, setup.idp, retry, code);
    const tokens = await exchangeAs(setup.idp, done, request, 'test');
    expect(tokens.access_token).toEqual(expect.any(String));

    const again = await codePage(setup, user);
    const replay = await submitCode(again.agent, setup.idp, again.page, code);
    expect(replay.leftProviderTo, 'the same code does not work twice').toBeUndefined();
  });

  it('accepts a recovery code once', async () => {
    const { user, recoveryCodes, call } = await enrolled();
    const [recovery] = recoveryCodes;
    const first = await codePage(setup, user);
    const done = await submitCode(first.agent, setup.idp, first.page, recovery!.toUpperCase());
    expect(done.leftProviderTo?.searchParams.get('code')).toBeTruthy();
    expect((await call('GET', '/api/account/mfa/')).json()).toEqual({ enabled: true, recovery_codes_left: 9 });

    const second = await codePage(setup, user);
    const reused = await submitCode(second.agent, setup.idp, second.page, recovery!);
    expect(reused.leftProviderTo).toBeUndefined();
    expect(await reused.response.text()).toContain('That code is not right');
  });

  it('refuses a code page note that was tampered with', async () => {
    const { user, secret } = await enrolled();
    const { agent, page } = await codePage(setup, user);
    const forged = page.replace(/name="pending" value="[^.]+/, 'name="pending" value="00000000-0000-0000-0000-000000000000');
    const visit = await submitCode(agent, setup.idp, forged, codeAt(secret, Date.now() + STEP_MS));
    expect(visit.leftProviderTo).toBeUndefined();
    expect(visit.response.status).toBe(400);
  });

  it('limits wrong codes per account: past the budget even a right code is refused', async () => {
    const { user, secret } = await enrolled(limited);
    const { agent, page } = await codePage(limited, user);
    let current = page;
    const wrongCode = codeAt(secret, Date.now()) === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= CODE_LIMIT; attempt += 1) {
      const wrong = await submitCode(agent, limited.idp, current, wrongCode);
      expect(wrong.response.status).toBe(400);
      current = await wrong.response.text();
    }
    const refused = await submitCode(agent, limited.idp, current, codeAt(secret, Date.now() + STEP_MS));
    expect(refused.response.status).toBe(429);
    expect(refused.leftProviderTo).toBeUndefined();
    expect(await refused.response.text()).toContain('Too many wrong codes');
  });
});

describe('turning it off', () => {
  it('needs a current code, and then the password alone signs in again', async () => {
    const { user, secret, call } = await enrolled();
    expect((await call('POST', '/api/account/mfa/disable/', { code: '' })).statusCode).toBe(400);
    expect((await call('GET', '/api/account/mfa/')).json()).toMatchObject({ enabled: true });
    const off = await call('POST', '/api/account/mfa/disable/', { code: codeAt(secret, Date.now() + STEP_MS) });
    expect(off.statusCode).toBe(204);
    expect((await call('GET', '/api/account/mfa/')).json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    const { visit } = await submitPassword(new TestUserAgent(setup.idp.origin), setup.idp, user.email, user.password);
    expect(visit.leftProviderTo?.searchParams.get('code')).toBeTruthy();
  });

  it('counts wrong codes: after ten, even a right code is refused for a while', async () => {
    const { secret, call } = await enrolled();
    const wrongCode = codeAt(secret, Date.now()) === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await call('POST', '/api/account/mfa/disable/', { code: wrongCode })).statusCode).toBe(400);
    const refused = await call('POST', '/api/account/mfa/disable/', { code: codeAt(secret, Date.now() + STEP_MS) });
    expect(refused.statusCode).toBe(429);
    expect((await call('GET', '/api/account/mfa/')).json()).toMatchObject({ enabled: true });
  });
});

describe('with Auth0', () => {
  it('every Security route says the Auth0 account manages it', async () => {
    const { startTestApi } = await import('../support/test-api');
    const auth0 = await startTestApi({ clientConfig: { auth: { domain: 'tenant.eu.auth0.com', clientId: 'x', audience: 'y' }, mode: 'auth0' } });
    try {
      const someone = await auth0.newUser();
      for (const [method, url] of [
        ['GET', '/api/account/sessions/'],
        ['GET', '/api/account/mfa/'],
        ['POST', '/api/account/password/'],
      ] as const) {
        const response = await someone.request(method, url, method === 'POST' ? { current_password: 'a', new_password: 'b' } : undefined);
        expect(response.statusCode, url).toBe(409);
        expect(response.json().detail).toContain('Auth0');
      }
    } finally {
      await auth0.close();
    }
  });
});
