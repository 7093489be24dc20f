// The syllabus importer's server help. Reading a web address, against a local HTTP server (allowed as
// ALLOW_PRIVATE_FEEDS allows it in tests): a page becomes lines, plain text passes through, a PDF or an
// error is a message for the student, without the allowance a private address is refused before any
// request, and each user has a budget of addresses a minute. "Improve with AI", against a local fake
// model: the text goes to the model, its JSON answer comes back with only well-formed fields; no model, a
// failing model or an answer with no JSON is a 503.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { languageModelFromConfig } from '../../../server/llm/model-config';
import { startFakeChatModel, type FakeChatModel } from '../support/fake-chat-model';
import { startTestApi, type TestApi } from '../support/test-api';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const READ = '/api/syllabi/read-address/';
const IMPROVE = '/api/syllabi/improve/';

const pages: Record<string, { type: string; body: string | Buffer }> = {
  '/courses/hist2500/syllabus/': {
    type: 'text/html; charset=utf-8',
    body: '<html><head><title>x</title></head><body><nav>Home | Courses</nav><h1>HIST 2500</h1><table><tr><td>Week 1</td><td>Sep 1</td><td>Essay&nbsp;1 due</td></tr></table></body></html>',
  },
  '/plain.txt': { type: 'text/plain', body: 'Quiz 1: September 10\n' },
  // Starts like a zip file's signature, but is text.
  '/pk.md': { type: 'text/markdown', body: 'PK 101: Physical Kinetics' },
  '/syllabus.pdf': { type: 'application/octet-stream', body: Buffer.from('%PDF-1.7\n…') },
};

let site: Server;
let origin: string;
let fake: FakeChatModel;
let database: TestDatabase;
let api: TestApi;
let strict: TestApi;

beforeAll(async () => {
  site = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (!page) return void response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  fake = await startFakeChatModel();
  const model = languageModelFromConfig(loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-llama:8b' }))!;
  // One database for both apps: migrating one is slow enough on a loaded machine.
  database = await openTestDatabase();
  [api, strict] = await Promise.all([
    startTestApi({ calendar: { resync: false, allowPrivateFeeds: true }, llm: { model, timeoutMs: 1_000 } }, database),
    startTestApi({ calendar: { resync: false } }, database),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([api?.close(), strict?.close()]);
  await database?.close();
  await fake?.close();
  await new Promise((resolve) => site?.close(resolve));
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('POST /api/syllabi/read-address/', () => {
  it('answers a page as lines, table rows as cells, named by its host and path', async () => {
    const user = await api.newUser();
    const response = await user.request('POST', READ, { url: `${origin}/courses/hist2500/syllabus/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: `${new URL(origin).host}/courses/hist2500/syllabus`, text: 'HIST 2500\nWeek 1 | Sep 1 | Essay 1 due' });
  });

  it('passes plain text and Markdown through', async () => {
    const user = await api.newUser();
    expect((await user.request('POST', READ, { url: `${origin}/plain.txt` })).json().text).toBe('Quiz 1: September 10');
    expect((await user.request('POST', READ, { url: `${origin}/pk.md` })).json().text).toBe('PK 101: Physical Kinetics');
  });

  it('says what to do with a PDF, and passes on an error answer in the student’s words', async () => {
    const user = await api.newUser();
    const pdf = await user.request('POST', READ, { url: `${origin}/syllabus.pdf` });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors.url).toEqual(['This address gives a PDF file: download it and choose the file instead.']);
    const missing = await user.request('POST', READ, { url: `${origin}/gone` });
    expect(missing.json().errors.url).toEqual(['The web address answered 404: check that it opens in a browser without signing in.']);
  });

  it('refuses private addresses and plain http unless they are allowed, before any request', async () => {
    const user = await strict.newUser();
    const ipv6Forms = [
      'https://[::127.0.0.1]/syllabus',
      'https://[::7f00:1]/syllabus',
      'https://[2002:7f00:1::]/syllabus',
      'https://[::ffff:10.0.0.1]/syllabus',
      'https://[64:ff9b::a9fe:a9fe]/syllabus',
    ];
    for (const url of ['https://127.0.0.1/syllabus', 'https://[::1]/syllabus', 'https://localhost/syllabus', ...ipv6Forms]) {
      const response = await user.request('POST', READ, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.url, url).toEqual(['This web address points to a private network address, which DegreeMate does not fetch.']);
    }
    expect((await user.request('POST', READ, { url: `${origin}/plain.txt` })).json().errors.url).toEqual(['The web address must start with https://.']);
    expect((await user.request('POST', READ, { url: 'syllabus' })).json().errors.url).toEqual([
      'Enter the full web address of the syllabus page, starting with https://.',
    ]);
  });

  it('limits each user to 20 addresses a minute', async () => {
    const [user, other] = await Promise.all([strict.newUser(), strict.newUser()]);
    // Refused addresses count too: the budget is checked before the address.
    for (let i = 0; i < 20; i++) expect((await user.request('POST', READ, { url: 'syllabus' })).statusCode).toBe(400);
    const limited = await user.request('POST', READ, { url: 'syllabus' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await other.request('POST', READ, { url: 'syllabus' })).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await api.app.inject({ method: 'POST', url: READ, payload: { url: `${origin}/plain.txt` } })).statusCode).toBe(401);
  });
});

describe('POST /api/syllabi/improve/', () => {
  const text = 'HIST 2500\nEssay 1 due September 14';
  const extraction = { courseCode: null, items: [{ title: 'Essay 1', kind: 'assignment', date: '2026-09-14', time: null }] };

  it('sends the text to the model and answers the well-formed part of its JSON', async () => {
    const answer = {
      courseCode: 'HIST 2500',
      term: 'Fall 2026',
      items: [
        { title: 'Essay 1', kind: 'assignment', date: '2026-09-14', time: '23:59' },
        { title: 'Bad', kind: 'exam', date: 'soon' },
      ],
    };
    const json = JSON.stringify(answer);
    fake.behave({ kind: 'stream', pieces: ['```json\n', json.slice(0, 20), json.slice(20), '\n```'] });
    const user = await api.newUser();
    const response = await user.request('POST', IMPROVE, { text, extraction });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      courseCode: 'HIST 2500',
      term: 'Fall 2026',
      termStart: null,
      items: [{ title: 'Essay 1', kind: 'assignment', date: '2026-09-14', time: '23:59' }],
      topics: [],
      grading: [],
    });
    const [system, asked] = fake.requests[0]!.body.messages!;
    expect(system!.content).toContain('JSON');
    expect(asked!.content).toContain(text);
    expect(asked!.content).toContain('2026-09-14');
  });

  it('answers 503 with a clear message when the model fails or answers no JSON, and when there is none', async () => {
    const user = await api.newUser();
    fake.behave({ kind: 'error', status: 500, body: '{"error":"boom"}' });
    const failed = await user.request('POST', IMPROVE, { text, extraction });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().detail).toMatch(/could not read this syllabus/);
    fake.behave({ kind: 'stream', pieces: ['I cannot help with that.'] });
    expect((await user.request('POST', IMPROVE, { text, extraction })).statusCode).toBe(503);
    const none = await (await strict.newUser()).request('POST', IMPROVE, { text, extraction });
    expect(none.statusCode).toBe(503);
    expect(none.json().detail).toBe('Improving with AI is not available: this DegreeMate server has no language model.');
  });

  it('takes a long syllabus but not one past 100,000 characters', async () => {
    fake.behave({ kind: 'stream', pieces: ['{}'] });
    const user = await api.newUser();
    expect((await user.request('POST', IMPROVE, { text: 'é'.repeat(100_000), extraction })).statusCode).toBe(200);
    expect((await user.request('POST', IMPROVE, { text: 'x'.repeat(100_001), extraction })).statusCode).toBe(400);
  });

  it('is announced in /config.json only when a model is configured', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/config.json' })).json().features).toEqual({ syllabusAi: true });
    expect((await strict.app.inject({ method: 'GET', url: '/config.json' })).json().features).toEqual({ syllabusAi: false });
  });
});
