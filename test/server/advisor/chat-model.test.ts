// The advisor with a language model configured: a fake OpenAI-compatible server (node:http) streams the
// answer and receives the embedded advisor's facts; a failing or silent one leaves the embedded advisor to
// answer, saying so.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiCompatibleModel } from '../../../server/llm/openai-compatible';
import { FALLBACK_NOTE } from '../../../server/advisor/chat-service';
import { startTestApi, type TestApi } from '../support/test-api';
import { readEvents, userWithPlan } from './chat-support';

type Behaviour = 'stream' | 'error' | 'stall';
let behaviour: Behaviour = 'stream';
const received: { messages: { role: string; content: string }[]; model: string; stream: boolean }[] = [];
let fake: Server;
let api: TestApi;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    received.push(JSON.parse(await readBody(request)));
    if (request.url !== '/v1/chat/completions' || behaviour === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    if (behaviour === 'stall') return; // never answers
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of ['You need ', '**CS 1110** or ', 'CS 1112 first.'])
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  api = await startTestApi({ advisor: { model: openAiCompatibleModel({ endpoint: `${baseUrl}/chat/completions`, model: 'tiny-test' }), modelTimeoutMs: 500 } });
});
afterAll(async () => {
  await api.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe('with a language model', () => {
  it('streams the model’s answer, given the plan and the named course as facts', async () => {
    behaviour = 'stream';
    const user = await userWithPlan(api);
    const response = await user.request('POST', '/api/advisor/chat/', { message: 'What do I need before cs2110?' }, { accept: 'text/event-stream' });
    const events = readEvents(response.body);
    expect(events.filter((event) => event.event === 'delta').map((event) => (event.data as { text: string }).text)).toEqual([
      'You need ',
      '**CS 1110** or ',
      'CS 1112 first.',
    ]);
    const done = events.at(-1)!.data as { reply: { content: string; source: string } };
    expect(done.reply).toMatchObject({ content: 'You need **CS 1110** or CS 1112 first.', source: 'model' });

    const request = received.at(-1)!;
    expect(request).toMatchObject({ model: 'tiny-test', stream: true });
    const facts = request.messages
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n');
    expect(facts).toContain('Course CS 2110 "Object-Oriented Programming and Data Structures"');
    expect(facts).toContain('prerequisites CS 1110 or CS 1112');
    expect(facts).toMatch(/- CS 1110, \w+ \d{4}, planned/);
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'What do I need before cs2110?' });
  });

  it('sends the conversation so far with the next question', async () => {
    behaviour = 'stream';
    const user = await userWithPlan(api);
    const conversation = (await user.request('POST', '/api/advisor/chat/', { message: 'first' })).json().conversation;
    await user.request('POST', '/api/advisor/chat/', { message: 'second', conversation });
    const roles = received.at(-1)!.messages.filter((message) => message.role !== 'system');
    expect(roles).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'You need **CS 1110** or CS 1112 first.' },
      { role: 'user', content: 'second' },
    ]);
  });

  it('streams the model’s answer through a real socket too', async () => {
    behaviour = 'stream';
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (api.app.server.address() as AddressInfo).port;
    const token = await api.token(`auth0|socket-${Date.now()}`);
    const response = await fetch(`http://127.0.0.1:${port}/api/advisor/chat/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'hi' }),
    });
    const done = readEvents(await response.text()).at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as { reply: { source: string; content: string } }).reply).toMatchObject({
      source: 'model',
      content: 'You need **CS 1110** or CS 1112 first.',
    });
  });

  it.each(['error', 'stall'] as const)('falls back to the embedded advisor when the model %ss, and says so', async (failure) => {
    behaviour = failure;
    const user = await userWithPlan(api);
    const response = await user.request('POST', '/api/advisor/chat/', { message: 'What are the prerequisites for CS 2110?' });
    expect(response.statusCode).toBe(200);
    const { reply, conversation } = response.json();
    expect(reply.source).toBe('embedded');
    expect(reply.content.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(reply.content).toContain('CS 1110 or CS 1112');
    const stored = (await user.request('GET', `/api/advisor/conversations/${conversation}/`)).json();
    expect(stored.messages[1]).toMatchObject({ source: 'embedded', content: reply.content });
  });
});

describe('with a language model, through the sync entity', () => {
  it('answers an exchange created in a batch with the model’s reply', async () => {
    behaviour = 'stream';
    const user = await userWithPlan(api);
    const body = { id: randomUUID(), conversation: randomUUID(), question: 'What do I need before cs2110?' };
    const pushed = await user.request('POST', '/api/sync/', { operations: [{ op: 'create', entity: 'chat_exchanges', body, idempotency_key: randomUUID() }] });
    expect(pushed.json().results[0]).toMatchObject({
      status: 201,
      record: { id: body.id, reply: 'You need **CS 1110** or CS 1112 first.', reply_source: 'model' },
    });
  });

  it('holds no transaction while the model thinks: another student’s write goes through meanwhile', async () => {
    behaviour = 'stall';
    const [asker, other] = [await userWithPlan(api), await api.newUser()];
    const finished: string[] = [];
    const asking = asker
      .request('POST', '/api/advisor/exchanges/', { id: randomUUID(), conversation: randomUUID(), question: 'Will I graduate on time?' })
      .then((response) => {
        finished.push('exchange');
        return response;
      });
    // Give the exchange's request time to reach the model before the other write starts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const saved = await other.request('POST', '/api/bookmarks/', { title: 'Library', url: 'https://library.example.edu' });
    finished.push('bookmark');
    expect(saved.statusCode).toBe(201);
    expect((await asking).json().reply_source).toBe('embedded');
    expect(finished).toEqual(['bookmark', 'exchange']);
  });
});
