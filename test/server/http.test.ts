// The HTTP surface around the API: security headers, CORS, the built app and its caching, /config.json,
// error bodies, body size limit, rate limits and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, startTestApi, STATIC_FILES, type TestApi, type TestUser } from './support/test-api';
import { openTestDatabase } from './support/test-database';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.newUser();
});
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('come with every answer, with a CSP the app can run under', async () => {
    for (const url of ['/', '/api/health', '/api/account/profile/']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("connect-src 'self' http://localhost:4281");
      expect(csp).toContain('frame-src http://localhost:4281');
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('CORS', () => {
  it('lets the app’s own origin in', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/bookmarks/',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,idempotency-key' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('keeps every other origin out', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/bookmarks/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await get('/api/health', { origin: 'https://evil.example' });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the built app', () => {
  it('is served with long caching for hashed assets', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STATIC_FILES['assets/index-abc123.js']);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/sw.js', '/favicon.svg'])('revalidates %s on every use', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/about', '/about/', '/about?from=footer'])('answers the navigation %s with its prerendered page', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STATIC_FILES['pages/about.html']);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/study/bookmark', '/settings/profile?tab=1'])('answers the navigation %s with index.html', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(STATIC_FILES['index.html']);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing-123.js', '/robots.txt'])('answers a missing file %s with 404, not the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('/config.json', () => {
  it('tells the browser how to sign in, never cached', async () => {
    const response = await get('/config.json');
    expect(response.json()).toEqual({
      auth: { domain: 'http://localhost:4281', clientId: 'degreemate-local', audience: 'https://api.degreemate.local' },
      mode: 'local',
      features: { syllabusAi: false },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('API errors', () => {
  it('answer unknown API paths with a JSON 404, signed in or not', async () => {
    for (const response of [await get('/api/nothing-here/'), await user.request('GET', '/api/nothing-here/')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('do not fall back to the app for non-GET requests', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuse bodies over 100 KB', async () => {
    const response = await user.request('POST', '/api/bookmarks/', { title: 'x', url: 'https://x.example', description: 'y'.repeat(110 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('refuse bodies that are not JSON', async () => {
    const response = await user.request('POST', '/api/bookmarks/', 'title=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
  });

  it('accept paths without the trailing slash too', async () => {
    expect((await user.request('GET', '/api/bookmarks')).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('count per user and answer 429 with Retry-After beyond the budget', async () => {
    const limited = await startTestApi({ requestsPerMinute: 3 });
    try {
      const alice = await limited.newUser();
      const bob = await limited.newUser();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await alice.request('GET', '/api/bookmarks/')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await alice.request('GET', '/api/bookmarks/');
      expect(refused.json().detail).toMatch(/^Too many requests/);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await bob.request('GET', '/api/bookmarks/')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits across processes', () => {
  it('count the requests two API processes on one database receive together', async () => {
    const database = await openTestDatabase();
    const [first, second] = [
      await startTestApi({ requestsPerMinutePerAddress: 3 }, database),
      await startTestApi({ requestsPerMinutePerAddress: 3 }, database),
    ];
    try {
      const ask = (target: TestApi) => target.app.inject({ method: 'GET', url: '/api/bookmarks/', remoteAddress: '10.20.30.40' });
      const statuses = [(await ask(first)).statusCode, (await ask(second)).statusCode, (await ask(first)).statusCode, (await ask(second)).statusCode];
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});

describe('the per-address budget', () => {
  it('refuses a flood of missing and bad tokens with 429 and Retry-After, before any token is checked', async () => {
    const limited = await startTestApi({ requestsPerMinutePerAddress: 3 });
    try {
      const forged = await limited.token('auth0|someone', { claims: { aud: 'https://another.example' } });
      const attempts = [{}, { authorization: `Bearer ${forged}` }, { authorization: 'Bearer not-a-jwt' }, { authorization: `Bearer ${forged}` }];
      const statuses = [];
      for (const headers of attempts) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/bookmarks/', headers })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/bookmarks/' });
      expect(refused.json().detail).toMatch(/^Too many requests from your network/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Signed-in requests from that address wait too: the budget is the address's, whoever asks.
      expect((await (await limited.newUser()).request('GET', '/api/bookmarks/')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('behind a proxy, counts each student by the address the proxy forwarded, not the proxy’s', async () => {
    const proxied = await startTestApi({ requestsPerMinutePerAddress: 2, behindProxy: true });
    const direct = await startTestApi({ requestsPerMinutePerAddress: 2 });
    try {
      const via = (target: TestApi, forwardedFor: string) =>
        target.app.inject({ method: 'GET', url: '/api/bookmarks/', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });
      // Two students through the one proxy: each has a budget of their own.
      expect([(await via(proxied, '198.51.100.7')).statusCode, (await via(proxied, '198.51.100.7')).statusCode]).toEqual([401, 401]);
      expect((await via(proxied, '203.0.113.9')).statusCode).toBe(401);
      // A client cannot pick a fresh address: only the entry the proxy appended (the last) counts.
      expect((await via(proxied, '192.0.2.1, 198.51.100.7')).statusCode).toBe(429);
      // Not behind a proxy, the header is the client's word and ignored: one address, one budget.
      const statuses = [];
      for (const address of ['198.51.100.7', '203.0.113.9', '192.0.2.1']) statuses.push((await via(direct, address)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('is generous by default: far more than one user’s budget', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 700; i += 1) statuses.add((await api.app.inject({ method: 'GET', url: '/api/bookmarks/' })).statusCode);
    expect([...statuses]).toEqual([401]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every API route with its schemas', async () => {
    const response = await user.request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/account/',
      '/api/account/export/',
      '/api/account/mfa/',
      '/api/account/mfa/confirm/',
      '/api/account/mfa/disable/',
      '/api/account/mfa/setup/',
      '/api/account/password/',
      '/api/account/profile/',
      '/api/account/sessions/',
      '/api/account/sessions/sign-out-others/',
      '/api/account/sessions/{id}/',
      '/api/account/settings/',
      '/api/advisor/chat/',
      '/api/advisor/conversations/',
      '/api/advisor/conversations/{id}/',
      '/api/advisor/courses/',
      '/api/advisor/exchanges/',
      '/api/advisor/exchanges/{id}/',
      '/api/announcements/',
      '/api/bookmarks/',
      '/api/bookmarks/{id}/',
      '/api/calendar/feed/',
      '/api/calendar/imports/',
      '/api/calendar/imports/{id}/',
      '/api/calendar/imports/{id}/sync/',
      '/api/calendar/{secret}.ics',
      '/api/changes/',
      '/api/changes/stream/',
      '/api/contact/',
      '/api/health',
      '/api/plan-courses/',
      '/api/plan-courses/{id}/',
      '/api/plans/',
      '/api/plans/{id}/',
      '/api/programs/',
      '/api/requirements/',
      '/api/search-jobs/',
      '/api/study/generate/',
      '/api/study/weekly/',
      '/api/study/weekly/{id}/',
      '/api/syllabi/',
      '/api/syllabi/improve/',
      '/api/syllabi/read-address/',
      '/api/syllabi/{id}/',
      '/api/sync/',
      '/api/tasks/',
      '/api/tasks/{id}/',
      '/api/timetable/meetings/',
      '/api/timetable/meetings/{id}/',
      '/api/universities/',
      '/config.json',
    ]);
    expect(Object.keys(doc.paths['/api/bookmarks/{id}/']).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/api/bookmarks/'].post.requestBody.content['application/json'].schema.properties.url.format).toBe('http-url');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents Idempotency-Key on every change, and If-Match with its 412 on every change of a record', async () => {
    const doc = (await user.request('GET', '/api/docs/json')).json();
    type Operation = { parameters?: Array<{ in: string; name: string }>; responses: Record<string, unknown> };
    for (const [path, operations] of Object.entries<Record<string, Operation>>(doc.paths)) {
      // The batch carries a key per operation, in its body.
      if (path === '/api/sync/') continue;
      // Calendar settings act online on no versioned record (a subscription, an import that fetches a feed).
      if (path.startsWith('/api/calendar/')) continue;
      // Security acts online at the identity provider (sessions, codes, the password), on no versioned record.
      if (/^\/api\/account\/(sessions|mfa|password)\//.test(path)) continue;
      // Deleting the account is online only, once, with the email typed in: nothing to retry or version.
      if (path === '/api/account/') continue;
      // A contact message carries its own id, which makes a resend harmless.
      if (path === '/api/contact/') continue;
      // The syllabus importer's helpers read and answer; they store nothing, so a retry changes nothing.
      if (path === '/api/syllabi/read-address/' || path === '/api/syllabi/improve/') continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const names = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
        expect(names, `${method.toUpperCase()} ${path}`).toContain('idempotency-key');
        // A conversation is not a versioned record (its exchanges are): deleting one is unconditional.
        if (method === 'post' || path === '/api/advisor/conversations/{id}/') continue;
        expect(names, `${method.toUpperCase()} ${path}`).toContain('if-match');
        expect(Object.keys(operation.responses), `${method.toUpperCase()} ${path}`).toContain('412');
      }
    }
  });
});
