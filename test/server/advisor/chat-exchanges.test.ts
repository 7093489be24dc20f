// Chat exchanges as a synced entity (/api/advisor/exchanges/, `chat_exchanges`): a question created once
// with its reply, through the single route or the batch, replayed without asking again, in the change feed
// with tombstones when deleted (one by one or by conversation), owner-scoped, rate-limited per operation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';
import { userWithPlan } from './chat-support';

const LIMIT = 4;
const path = '/api/advisor/exchanges/';
let api: TestApi;
let student: TestUser;

beforeAll(async () => {
  api = await startTestApi({ advisor: { messagesPerMinute: LIMIT } });
  student = await userWithPlan(api);
});
afterAll(() => api.close());

const question = (text: string, conversation = randomUUID()) => ({ id: randomUUID(), conversation, question: text });
const messagesOf = async (user: TestUser, conversation: string) =>
  (await user.request('GET', `/api/advisor/conversations/${conversation}/`)).json().messages as unknown[];

describe('a chat exchange', () => {
  it('is created with the advisor’s reply, and a retry answers the stored one without asking again', async () => {
    const body = question('  What are the prerequisites for cs2110? ');
    const created = await student.request('POST', path, body);
    expect(created.statusCode).toBe(201);
    const exchange = created.json();
    expect(exchange).toMatchObject({
      id: body.id,
      conversation: body.conversation,
      question: 'What are the prerequisites for cs2110?',
      reply_source: 'embedded',
      version: 1,
    });
    expect(exchange.reply).toContain('CS 1110 or CS 1112');

    const again = await student.request('POST', path, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(exchange);
    expect(await messagesOf(student, body.conversation)).toHaveLength(2);
  });

  it('is in the change feed, and deleting it leaves a tombstone; deleting a conversation leaves one per exchange', async () => {
    const user = await api.newUser();
    const conversation = randomUUID();
    const first = (await user.request('POST', path, question('first', conversation))).json();
    const second = (await user.request('POST', path, question('second', conversation))).json();
    // Asked through the chat route: the same exchange, in the same feed.
    const third = (await user.request('POST', '/api/advisor/chat/', { message: 'third', conversation })).json();
    const feed = (await user.request('GET', '/api/changes/')).json();
    const exchanges = feed.changes.filter((change: { entity: string }) => change.entity === 'chat_exchanges');
    expect(exchanges.map((change: { id: string }) => change.id)).toEqual([first.id, second.id, expect.any(String)]);
    expect(exchanges[2].record).toMatchObject({ question: 'third', reply: third.reply.content });

    expect((await user.request('DELETE', `${path}${first.id}/`, undefined, { 'if-match': '"1"' })).statusCode).toBe(204);
    let after = (await user.request('GET', `/api/changes/?since=${feed.cursor}`)).json();
    expect(after.changes).toEqual([{ entity: 'chat_exchanges', id: first.id, version: 2, deleted: true }]);

    expect((await user.request('DELETE', `/api/advisor/conversations/${conversation}/`)).statusCode).toBe(204);
    after = (await user.request('GET', `/api/changes/?since=${after.cursor}`)).json();
    expect(after.changes.map((change: { id: string; deleted: boolean }) => [change.id, change.deleted])).toEqual([
      [second.id, true],
      [exchanges[2].id, true],
    ]);
    expect((await user.request('GET', path)).json().count).toBe(0);
  });

  it('cannot be edited, only checked against its version', async () => {
    const created = (await student.request('POST', path, question('When is CS 2800 offered?'))).json();
    const touched = await student.request('PATCH', `${path}${created.id}/`, {}, { 'if-match': '"1"' });
    expect(touched.statusCode).toBe(200);
    expect(touched.json()).toEqual(created);
    expect((await student.request('PATCH', `${path}${created.id}/`, {}, { 'if-match': '"7"' })).statusCode).toBe(412);
    expect((await student.request('PATCH', `${path}${created.id}/`, { question: 'changed' })).statusCode).toBe(400);
  });

  it('is refused when blank, too long, or in another student’s conversation; others’ exchanges are not found', async () => {
    const blank = await student.request('POST', path, question('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.question).toBeDefined();
    expect((await student.request('POST', path, question('x'.repeat(4001)))).statusCode).toBe(400);

    const other = await api.newUser();
    const theirs = (await other.request('POST', path, question('their question'))).json();
    expect((await student.request('POST', path, question('mine', theirs.conversation))).statusCode).toBe(404);
    expect((await student.request('DELETE', `${path}${theirs.id}/`)).statusCode).toBe(404);
    expect((await student.request('GET', path)).json().results.map((exchange: { id: string }) => exchange.id)).not.toContain(theirs.id);
  });
});

describe('chat exchanges in the batch', () => {
  it('is answered from the student’s state with the batch’s earlier changes in it (a course marked taken offline, then a question)', async () => {
    const user = await userWithPlan(api);
    const creditsLeft = (reply: string) => Number(/\*\*([\d.]+) credits left\*\*/.exec(reply)?.[1]);
    const asked = (await user.request('POST', path, question('How many credits do I have left?'))).json();
    const courses = (await user.request('GET', '/api/plan-courses/?limit=500')).json().results as {
      id: string;
      status: string;
      credit: number;
      version: number;
    }[];
    const course = courses.find((item) => item.status === 'planned' && item.credit > 0)!;
    const pushed = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'update', entity: 'plan_courses', id: course.id, base_version: course.version, body: { status: 'taken' }, idempotency_key: randomUUID() },
        { op: 'create', entity: 'chat_exchanges', body: question('How many credits do I have left?'), idempotency_key: randomUUID() },
      ],
    });
    const [marked, answered] = pushed.json().results as { status: number; record: { reply: string } }[];
    expect([marked!.status, answered!.status]).toEqual([200, 201]);
    expect(creditsLeft(answered!.record.reply)).toBe(creditsLeft(asked.reply) - course.credit);
  });

  it('are created in order, replayed with the stored answer, and each refused alone past the rate limit', async () => {
    const user = await api.newUser();
    const conversation = randomUUID();
    const operations = Array.from({ length: LIMIT + 1 }, (_, index) => ({
      op: 'create',
      entity: 'chat_exchanges',
      body: question(`question ${index + 1}`, conversation),
      idempotency_key: randomUUID(),
    }));
    operations.splice(1, 0, { op: 'create', entity: 'tasks', body: { id: randomUUID(), title: 'Read chapter 3' }, idempotency_key: randomUUID() } as never);
    const pushed = await user.request('POST', '/api/sync/', { operations });
    expect(pushed.statusCode).toBe(200);
    const results = pushed.json().results as { status: number; record?: { question?: string }; error?: { detail: string } }[];
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(results[0]!.record).toMatchObject({ question: 'question 1', reply: expect.any(String) });
    expect(results[5]!.error!.detail).toMatch(/Try again in \d+ seconds/);
    expect(await messagesOf(user, conversation)).toHaveLength(2 * LIMIT);

    // A lost answer: the same batch again answers what was stored (the refused one is refused again).
    const replay = (await user.request('POST', '/api/sync/', { operations })).json().results as typeof results;
    expect(replay.slice(0, 5)).toEqual(results.slice(0, 5));
    expect(replay[5]!.status).toBe(429);
    expect(await messagesOf(user, conversation)).toHaveLength(2 * LIMIT);
  });
});
