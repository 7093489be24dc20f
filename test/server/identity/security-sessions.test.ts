// Signed-in devices: each sign-in is listed with its browser, this device is marked, and
// signing a device out (one, or all others, or by changing the password) makes its refresh token fail.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUp } from './support/oidc-flows';
import { api, exchangeAs, refreshAs, startSecurityTestSetup, submitPassword, type SecurityTestSetup } from './support/security-test-setup';
import { TestUserAgent } from './support/test-user-agent';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let setup: SecurityTestSetup;
beforeAll(async () => {
  setup = await startSecurityTestSetup();
});
afterAll(() => setup?.close());

/** One user signed in on two devices: a laptop (Firefox) and a phone (Safari). */
async function twoDevices() {
  const { idp } = setup;
  const user = newUser();
  const laptop = new TestUserAgent(idp.origin);
  const signedUp = await signUp(laptop, idp, user);
  const laptopTokens = await exchangeAs(idp, signedUp.result, signedUp.request, FIREFOX);
  const phone = new TestUserAgent(idp.origin);
  const signedIn = await submitPassword(phone, idp, user.email, user.password);
  const phoneTokens = await exchangeAs(idp, signedIn.visit, signedIn.request, SAFARI);
  return { user, laptopTokens, phoneTokens };
}

describe('GET /api/account/sessions/', () => {
  it('lists each signed-in device with its browser and system, and marks the one asking', async () => {
    const { laptopTokens, phoneTokens } = await twoDevices();
    const response = await api(setup.app, laptopTokens.access_token)('GET', '/api/account/sessions/');
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    const laptop = sessions.find((session) => session.browser === 'Firefox');
    const phone = sessions.find((session) => session.browser === 'Safari');
    expect(laptop).toMatchObject({ os: 'Windows', current: true, user_agent: FIREFOX });
    expect(phone).toMatchObject({ os: 'iOS', current: false });
    expect(Date.parse(String(phone?.first_seen_at))).not.toBeNaN();
    expect(laptop?.id).toBe(decodeJwt(laptopTokens.access_token).sid);
    // The session ids are public uids, not the provider's cookie values.
    expect(phone?.id).toBe(decodeJwt(phoneTokens.access_token).sid);
  });

  it('shows nobody else’s devices', async () => {
    const first = await twoDevices();
    const second = await twoDevices();
    const sessions = (await api(setup.app, second.laptopTokens.access_token)('GET', '/api/account/sessions/')).json() as Array<{ id: string }>;
    expect(sessions.map((session) => session.id)).not.toContain(decodeJwt(first.laptopTokens.access_token).sid);
    const other = decodeJwt(first.phoneTokens.access_token).sid as string;
    expect((await api(setup.app, second.laptopTokens.access_token)('DELETE', `/api/account/sessions/${other}/`)).statusCode).toBe(404);
    expect((await refreshAs(setup.idp, first.phoneTokens.refresh_token)).status).toBe(200);
  });
});

describe('signing a device out', () => {
  it('DELETE ends that session: its refresh token no longer renews, the others still do', async () => {
    const { laptopTokens, phoneTokens } = await twoDevices();
    const phoneSession = decodeJwt(phoneTokens.access_token).sid as string;
    const response = await api(setup.app, laptopTokens.access_token)('DELETE', `/api/account/sessions/${phoneSession}/`);
    expect(response.statusCode).toBe(204);

    const renewal = await refreshAs(setup.idp, phoneTokens.refresh_token, SAFARI);
    expect(renewal.status).toBe(400);
    expect(await renewal.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refreshAs(setup.idp, laptopTokens.refresh_token, FIREFOX)).status).toBe(200);

    const left = (await api(setup.app, laptopTokens.access_token)('GET', '/api/account/sessions/')).json() as unknown[];
    expect(left).toHaveLength(1);
  });

  it('a renewal moves last seen on, and the device stays listed under its first browser', async () => {
    const { laptopTokens } = await twoDevices();
    const before = (await api(setup.app, laptopTokens.access_token)('GET', '/api/account/sessions/')).json() as Array<{
      current: boolean;
      last_seen_at: string;
    }>;
    const renewed = await refreshAs(setup.idp, laptopTokens.refresh_token, 'something else');
    expect(renewed.status).toBe(200);
    const { access_token: token } = (await renewed.json()) as { access_token: string };
    const after = (await api(setup.app, token)('GET', '/api/account/sessions/')).json() as Array<{ current: boolean; browser: string; last_seen_at: string }>;
    const mine = after.find((session) => session.current)!;
    expect(mine.browser).toBe('Firefox');
    expect(Date.parse(mine.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(before.find((session) => session.current)!.last_seen_at));
  });

  it('sign-out-others keeps only the device asking', async () => {
    const { laptopTokens, phoneTokens } = await twoDevices();
    const response = await api(setup.app, laptopTokens.access_token)('POST', '/api/account/sessions/sign-out-others/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signed_out: 1 });
    expect((await refreshAs(setup.idp, phoneTokens.refresh_token)).status).toBe(400);
    expect((await refreshAs(setup.idp, laptopTokens.refresh_token)).status).toBe(200);
  });

  it('a password change needs the current password, follows the rules and signs the other devices out', async () => {
    const { user, laptopTokens, phoneTokens } = await twoDevices();
    const call = api(setup.app, laptopTokens.access_token);
    const wrong = await call('POST', '/api/account/password/', { current_password: 'not it at all', new_password: 'a-brand-new-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('current_password');
    const short = await call('POST', '/api/account/password/', { current_password: user.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ new_password: ['Use at least 8 characters.'] });
    expect((await refreshAs(setup.idp, phoneTokens.refresh_token)).status, 'nothing changed yet').toBe(200);

    const changed = await call('POST', '/api/account/password/', { current_password: user.password, new_password: 'a-brand-new-secret' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ signed_out: 1 });
    expect((await refreshAs(setup.idp, laptopTokens.refresh_token)).status, 'this device stays signed in').toBe(200);

    const oldPassword = await submitPassword(new TestUserAgent(setup.idp.origin), setup.idp, user.email, user.password);
    expect(oldPassword.visit.leftProviderTo).toBeUndefined();
    const newPassword = await submitPassword(new TestUserAgent(setup.idp.origin), setup.idp, user.email, 'a-brand-new-secret');
    expect(newPassword.visit.leftProviderTo?.searchParams.get('code')).toBeTruthy();
  });
});
