// DELETE /api/account/ with Auth0 signing students in: the email to type is the one Auth0's /userinfo
// gives for the request's token (a local stand-in here); the API data goes, and the answer says the Auth0
// account itself is managed there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api';
import { ownedRowCounts, seedStudent } from './seed-student';

let api: TestApi;
let userinfo: Server;
const emails = new Map<string, string>(); // bearer token → email
const seen: string[] = [];

beforeAll(async () => {
  userinfo = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const email = emails.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    response.writeHead(email ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(email ? { sub: 'x', email } : { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => userinfo.listen(0, '127.0.0.1', resolve));
  const { port } = userinfo.address() as AddressInfo;
  api = await startTestApi({
    sampleCatalog: false,
    userinfoUrl: `http://127.0.0.1:${port}/userinfo`,
    clientConfig: { auth: { domain: 'tenant.example.auth0.com', clientId: 'x', audience: 'https://api.degreemate.local' }, mode: 'auth0' },
  });
});
afterAll(async () => {
  await api?.close();
  userinfo?.close();
});

it('checks the email with Auth0, deletes the API data, and says the Auth0 account is managed there', async () => {
  const [ada, bob] = [await api.newUser(), await api.newUser()];
  emails.set(ada.token, 'ada@example.edu');
  await seedStudent(ada.request, api.db, ada.sub, 'ADA');
  await seedStudent(bob.request, api.db, bob.sub, 'BOB');
  const bobBefore = await ownedRowCounts(api.db, bob.sub);

  const wrong = await ada.request('DELETE', '/api/account/', { confirm_email: 'bob@example.edu' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors).toEqual({ confirm_email: [expect.any(String)] });

  const response = await ada.request('DELETE', '/api/account/', { confirm_email: 'Ada@Example.edu' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ detail: expect.stringContaining('managed by Auth0'), local_account_deleted: false });
  expect(seen.at(-1)).toBe('GET /userinfo');
  expect(Object.values(await ownedRowCounts(api.db, ada.sub)).filter((n) => n > 0)).toEqual([]);
  expect(await ownedRowCounts(api.db, bob.sub)).toEqual(bobBefore);
});

it('answers 503 when Auth0 cannot tell the email, deleting nothing', async () => {
  const carol = await api.newUser();
  await carol.request('PATCH', '/api/account/profile/', { first_name: 'Carol' });
  const response = await carol.request('DELETE', '/api/account/', { confirm_email: 'carol@example.edu' });
  expect(response.statusCode).toBe(503);
  expect((await ownedRowCounts(api.db, carol.sub)).profiles).toBe(1);
});
