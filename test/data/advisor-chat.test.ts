// The advisor chat on the device against the real server (in-process, embedded advisor). Questions are
// exchanges created through the outbox: asked offline they wait, then are sent once when the connection
// returns; a lost answer is resent under the same key and answered from the stored reply; a failure shows
// and can be retried; the change feed brings another device's conversations, readable offline, and their
// deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSnapshot } from '../../src/data/advisor/advisor-chat';
import type { UserData } from '../../src/data/user-data';
import { testUser, until, type TestSession } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ServerConversation {
  id: string;
  messages: { id: string; role: string; content: string }[];
}

async function serverConversations(sub: string): Promise<ServerConversation[]> {
  const list = await server.read<{ results: { id: string }[] }>(sub, '/api/advisor/conversations/');
  return Promise.all(list.results.map(({ id }) => server.read<ServerConversation>(sub, `/api/advisor/conversations/${id}/`)));
}

const EXCHANGES = '/api/advisor/exchanges/';
const creates = (user: ReturnType<typeof testUser>) => sentChanges(user.faults.delivered()).filter((request) => request.method === 'POST' && request.path === EXCHANGES);

/** The first snapshot the chat shows that satisfies `wanted`. */
function snapshotWhere(data: UserData, wanted: (snapshot: ChatSnapshot) => boolean): Promise<ChatSnapshot> {
  return new Promise((resolve) => {
    const stop = data.advisor.watch((snapshot) => {
      if (!wanted(snapshot)) return;
      queueMicrotask(stop);
      resolve(snapshot);
    });
  });
}

const states = (snapshot: ChatSnapshot) => snapshot.messages.map((message) => `${message.role}:${message.state}`);
const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;

describe('advisor chat on the device', () => {
  it('keeps a question asked offline as waiting, then sends it once when the connection returns', async () => {
    const user = testUser(server);
    const device = user.open({ online: false });
    const { data, env } = device;
    expect(await data.advisor.send('   ')).toBe(false);
    expect(await data.advisor.send('  What can you help me with?  ')).toBe(true);
    const waiting = await snapshotWhere(data, (snapshot) => snapshot.messages.length === 1);
    expect(waiting.messages[0]).toMatchObject({ role: 'user', content: 'What can you help me with?', state: 'waiting' });
    expect(waiting.conversations.map((conversation) => conversation.title)).toEqual(['What can you help me with?']);
    expect(await data.db.outbox.where('entity').equals('chatExchanges').count()).toBe(1);
    expect(creates(user)).toHaveLength(0);

    env.setOnline(true);
    const answered = await snapshotWhere(data, (snapshot) => snapshot.messages.length === 2);
    expect(states(answered)).toEqual(['user:sent', 'assistant:sent']);
    expect(answered.messages[1]!.content).toContain('I can tell you');
    expect(creates(user)).toHaveLength(1);
    const [conversation] = await serverConversations(user.sub);
    expect(conversation!.id).toBe(answered.current);
    expect(conversation!.messages.map((message) => message.content)).toEqual(['What can you help me with?', answered.messages[1]!.content]);
    data.close();
  });

  it('resends under the same key after a lost answer, and the server keeps one reply', async () => {
    const user = testUser(server);
    const device = user.open();
    user.faults.queue('lost-response');
    await device.data.advisor.send('When is CS 2110 offered?');
    await until(() => settled(device));
    const sent = creates(user);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    const [conversation] = await serverConversations(user.sub);
    expect(conversation!.messages).toHaveLength(2);
    const snapshot = await snapshotWhere(device.data, (value) => value.messages.length === 2);
    expect(snapshot.messages[1]!.content).toContain('CS 2110');
    device.data.close();
  });

  it('shows a failure, and a retry answers it', async () => {
    const user = testUser(server);
    const device = user.open();
    let failures = 0;
    user.faults.fallback = ({ method, path }) => (method === 'POST' && path === '/api/sync/' && failures++ < 1 ? { status: 500, body: { detail: 'boom' } } : 'pass');
    await device.data.advisor.send('Will I graduate on time?');
    const failed = await snapshotWhere(device.data, (snapshot) => snapshot.messages[0]?.state === 'failed');
    await device.data.advisor.retry(failed.messages[0]!.id);
    const answered = await snapshotWhere(device.data, (snapshot) => snapshot.messages.length === 2);
    expect(states(answered)).toEqual(['user:sent', 'assistant:sent']);
    // The failed try never reached the server; the retry did, once.
    expect(sentChanges(user.faults.seen).filter((request) => request.path === EXCHANGES && request.method === 'POST')).toHaveLength(2);
    expect(creates(user)).toHaveLength(1);
    device.data.close();
  });

  it('sends several offline questions in one batch, in the order they were asked, and another device reads them offline', async () => {
    const user = testUser(server);
    const phone = user.open({ online: false });
    await phone.data.advisor.send('What should I take next term?');
    await phone.data.advisor.send('When is CS 2800 offered?');
    await phone.data.advisor.send('What are the prerequisites for CS 3110?');
    phone.env.setOnline(true);
    await until(() => settled(phone));
    expect(user.faults.delivered().filter((request) => request.path === '/api/sync/' && request.method === 'POST')).toHaveLength(1);
    const [conversation] = await serverConversations(user.sub);
    expect(conversation!.messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'What should I take next term?',
      'When is CS 2800 offered?',
      'What are the prerequisites for CS 3110?',
    ]);

    // The laptop pulls them through the change feed, then reads them with no connection.
    const laptop = user.anotherDevice().open();
    await until(() => settled(laptop));
    laptop.env.setOnline(false);
    const read = await snapshotWhere(laptop.data, (snapshot) => snapshot.messages.length === 6);
    expect(read.current).toBe(conversation!.id);
    expect(read.conversations.map((item) => item.title)).toEqual(['What should I take next term?']);
    expect(read.messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual(conversation!.messages.filter((message) => message.role === 'user').map((message) => message.content));

    // Deleted on the phone's side (through the API): gone from the laptop at its next pull.
    await server.send(user.sub, 'DELETE', `/api/advisor/conversations/${conversation!.id}/`);
    laptop.env.setOnline(true);
    await until(async () => (await settled(laptop)) && (await laptop.data.db.chatExchanges.count()) === 0);
    phone.data.close();
    laptop.data.close();
  });

  it('starts a new conversation when asked to, and keeps the old one selectable', async () => {
    const user = testUser(server);
    const device = user.open();
    await device.data.advisor.send('first conversation');
    await snapshotWhere(device.data, (snapshot) => snapshot.messages.length === 2);
    device.data.advisor.select(null);
    await device.data.advisor.send('second conversation');
    const both = await snapshotWhere(device.data, (snapshot) => snapshot.conversations.length === 2 && snapshot.messages.length === 2);
    expect(both.conversations.map((item) => item.title)).toEqual(['second conversation', 'first conversation']);
    expect(both.messages[0]!.content).toBe('second conversation');
    device.data.advisor.select(both.conversations[1]!.id);
    const first = await snapshotWhere(device.data, (snapshot) => snapshot.messages[0]?.content === 'first conversation');
    expect(first.current).toBe(both.conversations[1]!.id);
    device.data.close();
  });
});
