// POST /api/advisor/chat/ with the embedded advisor, and the conversations it stores: answers from the
// student's own plan, validation, owner scoping, idempotent retries by message id, the per-user limit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';
import { readEvents, userWithPlan } from './chat-support';

const LIMIT = 6;
let api: TestApi;
let student: TestUser;

beforeAll(async () => {
  api = await startTestApi({ advisor: { messagesPerMinute: LIMIT } });
  student = await userWithPlan(api);
});
afterAll(() => api.close());

const ask = (user: TestUser, body: Record<string, unknown>, headers?: Record<string, string>) => user.request('POST', '/api/advisor/chat/', body, headers);

describe('the embedded advisor over the API', () => {
  it('answers the prerequisites of a course from the catalogue and the plan, and stores the conversation', async () => {
    const response = await ask(student, { message: '  What are the prerequisites for cs2110?  ' });
    expect(response.statusCode).toBe(200);
    const { conversation, reply } = response.json();
    expect(reply).toMatchObject({ role: 'assistant', source: 'embedded' });
    expect(reply.content).toContain('CS 1110 or CS 1112');
    expect(reply.content).toMatch(/CS 1110: planned for \w+ \d{4}/);

    const second = await ask(student, { message: 'When is CS 2800 offered?', conversation });
    expect(second.json().conversation).toBe(conversation);
    expect(second.json().reply.content).toContain('offered in Spring and Fall');

    const stored = (await student.request('GET', `/api/advisor/conversations/${conversation}/`)).json();
    expect(stored.title).toBe('What are the prerequisites for cs2110?');
    expect(stored.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored.messages[0].content).toBe('What are the prerequisites for cs2110?');
    expect(stored.messages[3].id).toBe(second.json().reply.id);
  });

  it('answers what is due this week from the student’s tasks on the server', async () => {
    const user = await api.newUser();
    const soon = new Date(Date.now() + 60_000).toISOString();
    await user.request('POST', '/api/tasks/', { title: 'Lab 4 write-up', course: 'CS 2110', due_at: soon });
    const reply = (await ask(user, { message: 'What is due this week?' })).json().reply;
    expect(reply.content).toContain('Lab 4 write-up');
  });

  it('answers what part of the grade is worth from the student’s imported syllabus', async () => {
    const user = await api.newUser();
    const grading = [
      { component: 'Labs', percent: 30 },
      { component: 'Final exam', percent: 70 },
    ];
    await user.request('POST', '/api/syllabi/', { course: 'CHEM 2090', term: 'Fall 2026', grading, file_name: 'chem2090.pdf' });
    const reply = (await ask(user, { message: 'How much is the final worth in CHEM 2090?' })).json().reply;
    expect(reply.content).toContain('Final exam counts for **70%** of CHEM 2090.');
  });

  it('lists conversations newest first and deletes one', async () => {
    const user = await api.newUser();
    const first = (await ask(user, { message: 'first question' })).json().conversation;
    const second = (await ask(user, { message: 'second question' })).json().conversation;
    const list = (await user.request('GET', '/api/advisor/conversations/')).json();
    expect(list.count).toBe(2);
    expect(list.results.map((item: { id: string; title: string }) => [item.id, item.title])).toEqual([
      [second, 'second question'],
      [first, 'first question'],
    ]);
    expect((await user.request('DELETE', `/api/advisor/conversations/${first}/`)).statusCode).toBe(204);
    expect((await user.request('GET', `/api/advisor/conversations/${first}/`)).statusCode).toBe(404);
    expect((await user.request('GET', '/api/advisor/conversations/')).json().count).toBe(1);
  });

  it('says what it cannot answer without a plan', async () => {
    const user = await api.newUser();
    const reply = (await ask(user, { message: 'What should I take next term?' })).json().reply;
    expect(reply.content).toContain('no graduation plan');
  });

  it('streams the reply as server-sent events, then the stored reply', async () => {
    const response = await ask(student, { message: 'Will I graduate on time?' }, { accept: 'text/event-stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = readEvents(response.body);
    const deltas = events.filter((event) => event.event === 'delta').map((event) => (event.data as { text: string }).text);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { reply, conversation } = done.data as { reply: { content: string; id: string }; conversation: string };
    expect(deltas.join('')).toBe(reply.content);
    expect(reply.content).toContain('projected graduation');
    const stored = (await student.request('GET', `/api/advisor/conversations/${conversation}/`)).json();
    expect(stored.messages.at(-1).id).toBe(reply.id);
  });
});

describe('validation and scoping', () => {
  it.each([
    ['blank', { message: '   ' }],
    ['missing', {}],
    ['too long', { message: 'x'.repeat(4001) }],
    ['a malformed conversation', { message: 'hi', conversation: 'nope' }],
    ['a malformed id', { message: 'hi', id: '12' }],
    ['an unknown field', { message: 'hi', extra: 1 }],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await ask(await api.newUser(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
  });

  it('accepts 4,000 characters after trimming', async () => {
    expect((await ask(await api.newUser(), { message: `  ${'x'.repeat(4000)}  ` })).statusCode).toBe(200);
  });

  it('answers 404 for another user’s conversation, and never lists it', async () => {
    const owner = await api.newUser();
    const conversation = (await ask(owner, { message: 'mine' })).json().conversation;
    const other = await api.newUser();
    expect((await other.request('GET', `/api/advisor/conversations/${conversation}/`)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/advisor/conversations/${conversation}/`)).statusCode).toBe(404);
    expect((await ask(other, { message: 'sneak in', conversation })).statusCode).toBe(404);
    expect((await other.request('GET', '/api/advisor/conversations/')).json().count).toBe(0);
    expect((await owner.request('GET', `/api/advisor/conversations/${conversation}/`)).json().messages).toHaveLength(2);
  });

  it('refuses without a token', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/advisor/chat/', payload: { message: 'hi' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('retries', () => {
  it('answers a repeated message id with the stored reply, never a second one', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await ask(user, { message: 'When is MATH 2210 offered?', id });
    const again = await ask(user, { message: 'When is MATH 2210 offered?', id });
    const streamed = await ask(user, { message: 'When is MATH 2210 offered?', id }, { accept: 'text/event-stream' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(readEvents(streamed.body).at(-1)!.data).toEqual(first.json());
    const stored = (await user.request('GET', `/api/advisor/conversations/${first.json().conversation}/`)).json();
    expect(stored.messages).toHaveLength(2);
    expect(stored.messages[0].id).toBe(id);
  });

  it('answers concurrent retries with one stored reply', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => ask(user, { message: 'prerequisites of CS 3110', id })));
    expect(new Set(answers.map((answer) => answer.json().reply.id)).size).toBe(1);
    const stored = (await user.request('GET', `/api/advisor/conversations/${answers[0]!.json().conversation}/`)).json();
    expect(stored.messages).toHaveLength(2);
  });

  it('honours Idempotency-Key when no id is sent', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await ask(user, { message: 'hello' }, { 'idempotency-key': key });
    const again = await ask(user, { message: 'hello' }, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    expect((await user.request('GET', '/api/advisor/conversations/')).json().count).toBe(1);
  });

  it('gives another user’s message id a reply of their own', async () => {
    const id = randomUUID();
    const first = await ask(await api.newUser(), { message: 'one', id });
    const other = await ask(await api.newUser(), { message: 'two', id });
    expect(other.statusCode).toBe(200);
    expect(other.json().conversation).not.toBe(first.json().conversation);
    expect(other.json().reply.id).not.toBe(first.json().reply.id);
  });
});

describe('the per-user message limit', () => {
  it(`answers 429 with Retry-After after ${LIMIT} messages in a minute, for that user only, and still replays answered ids`, async () => {
    const user = await api.newUser();
    const id = randomUUID();
    for (let sent = 0; sent < LIMIT; sent++) expect((await ask(user, { message: `question ${sent}`, ...(sent === 0 ? { id } : {}) })).statusCode).toBe(200);
    const refused = await ask(user, { message: 'one more' });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().detail).toMatch(/Try again in \d+ seconds/);
    expect((await ask(user, { message: 'question 0', id })).statusCode).toBe(200);
    expect((await ask(await api.newUser(), { message: 'someone else' })).statusCode).toBe(200);
  });
});
