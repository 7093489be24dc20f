// POST /api/study/generate/ with a language model configured (a local fake OpenAI-compatible server): the
// model is asked with the student's inputs and the embedded plan as a skeleton, its answer streams in and is
// stored under its name; an error, an unusable answer or a stall past the (shortened) timeout stores the
// embedded plan instead; a client that goes away cancels the model's request and stores nothing.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { languageModelFromConfig } from '../../../server/llm/model-config';
import { startFakeChatModel, type FakeChatModel } from '../support/fake-chat-model';
import { startTestApi, type TestApi } from '../support/test-api';
import { eventsOf, GENERATE, shownText, streaming, takeClasses } from './generate-support';

const MODEL = 'fake-llama:8b';
let fake: FakeChatModel;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeChatModel();
  const model = languageModelFromConfig(loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: MODEL, LLM_API_KEY: 'sk-local' }))!;
  api = await startTestApi({ llm: { model, timeoutMs: 1_000 } });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

// Written on that Monday morning, so the model's Monday evening block is in free time whatever today is.
const request = { title: 'Midterm prep', description: 'Recursion\nBinary trees', course: 'CS 2110', week_of: '2026-11-23', local_now: '2026-11-23T08:00' };
const modelPieces = [
  '# Midterm prep\n\n',
  'Goal: recursion and trees.\n\n',
  '| Day | Time | Focus | Course |\n| --- | --- | --- | --- |\n',
  '| Monday | 17:00–18:30 | Recursion drills | CS 2110 |',
];

const stored = async (user: Awaited<ReturnType<TestApi['newUser']>>) => (await user.request('GET', '/api/study/weekly/')).json().results;

describe('with a model', () => {
  it('streams the model’s answer as it arrives, then stores it under the model’s name', async () => {
    fake.behave({ kind: 'stream', pieces: modelPieces, gapMs: 10 });
    const user = await api.newUser();
    await takeClasses(user);
    const response = await user.request('POST', GENERATE, request, streaming);
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(events.slice(0, -1)).toEqual(modelPieces.map((text) => ({ event: 'delta', data: { text } })));
    const plan = events.at(-1)!;
    expect(plan.event).toBe('plan');
    const { local_now: _written, ...fields } = request;
    expect(plan.data).toMatchObject({ ...fields, markdown_plan: modelPieces.join(''), source: MODEL, version: 1 });
    expect(await stored(user)).toEqual([plan.data]);
  });

  it('refuses a model’s plan that books a class-free hour already past, and stores the embedded plan', async () => {
    fake.behave({ kind: 'stream', pieces: modelPieces, gapMs: 10 });
    const user = await api.newUser();
    // Written on Monday at 19:00: the model's Monday 17:00 block is in the past.
    const plan = (await user.request('POST', GENERATE, { ...request, local_now: '2026-11-23T19:00' })).json();
    expect(plan.source).toBe('embedded');
    expect(plan.markdown_plan).not.toContain('Recursion drills');
  });

  it('asks the model with the student’s inputs and the embedded plan as the skeleton', async () => {
    fake.behave({ kind: 'stream', pieces: modelPieces });
    const user = await api.newUser();
    await takeClasses(user);
    await user.request('POST', GENERATE, request);
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0]!;
    expect(headers.authorization).toBe('Bearer sk-local');
    expect(body).toMatchObject({ model: MODEL, stream: true });
    const [system, user_] = body.messages!;
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('| Day | Time | Focus | Course |') });
    expect(system!.content).toMatch(/never invent a course/);
    expect(user_!.role).toBe('user');
    for (const text of ['Midterm prep', 'Recursion', 'Binary trees', 'CS 2110 (Object-Oriented Programming)', 'PHYS 1112', 'Monday 2026-11-23', '14'])
      expect(user_!.content).toContain(text);
    expect(user_!.content).not.toContain('MATH 1920');
    // The skeleton: the embedded plan's schedule table.
    expect(user_!.content).toMatch(/\| Monday \| \d\d:\d\d–\d\d:\d\d \|/);
  });

  it('answers plain JSON, 201, when no stream is asked for', async () => {
    fake.behave({ kind: 'stream', pieces: modelPieces });
    const user = await api.newUser();
    const response = await user.request('POST', GENERATE, request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ markdown_plan: modelPieces.join(''), source: MODEL });
  });

  it('takes off a code fence around the whole answer', async () => {
    fake.behave({ kind: 'stream', pieces: ['```markdown\n', ...modelPieces, '\n```\n'] });
    const user = await api.newUser();
    expect((await user.request('POST', GENERATE, request)).json().markdown_plan).toBe(modelPieces.join(''));
  });

  it('does not ask the model again for a plan id it already wrote', async () => {
    fake.behave({ kind: 'stream', pieces: modelPieces });
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', GENERATE, { ...request, id }, streaming);
    const again = await user.request('POST', GENERATE, { ...request, id }, streaming);
    expect(eventsOf(again.body)).toEqual([eventsOf(first.body).at(-1)]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('falling back to the embedded plan', () => {
  it('stores the embedded plan when the model errors', async () => {
    fake.behave({ kind: 'error', status: 503, body: '{"error":{"message":"model is loading"}}' });
    const user = await api.newUser();
    await takeClasses(user);
    const response = await user.request('POST', GENERATE, request, streaming);
    const events = eventsOf(response.body);
    const plan = events.at(-1)!.data as { markdown_plan: string; source: string };
    expect(events.at(-1)!.event).toBe('plan');
    expect(plan.source).toBe('embedded');
    expect(plan.markdown_plan).toContain('| Day | Time | Focus |');
    expect(plan.markdown_plan).toContain('PHYS 1112');
    expect(shownText(events)).toBe(plan.markdown_plan);
    expect(events.some((event) => event.event === 'reset')).toBe(false);
  });

  it('stores the embedded plan when the model stalls past the timeout, after dropping what the model had sent', async () => {
    fake.behave({ kind: 'stall', pieces: ['# A plan that never ends\n'] });
    const user = await api.newUser();
    const response = await user.request('POST', GENERATE, request, streaming);
    const events = eventsOf(response.body);
    expect(events[0]).toEqual({ event: 'delta', data: { text: '# A plan that never ends\n' } });
    expect(events[1]).toEqual({ event: 'reset', data: {} });
    const plan = events.at(-1)!.data as { markdown_plan: string; source: string };
    expect(plan.source).toBe('embedded');
    expect(shownText(events)).toBe(plan.markdown_plan);
    expect(plan.markdown_plan).not.toContain('never ends');
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
  });

  it('stores the embedded plan when the model’s answer has no schedule table', async () => {
    fake.behave({ kind: 'stream', pieces: ['Sure! Study hard this week.'] });
    const user = await api.newUser();
    const plan = (await user.request('POST', GENERATE, request)).json();
    expect(plan.source).toBe('embedded');
    expect(plan.markdown_plan).toContain('| Day | Time | Focus |');
  });

  it('stores the embedded plan when the model’s stream breaks', async () => {
    fake.behave({ kind: 'garbage' });
    const user = await api.newUser();
    expect((await user.request('POST', GENERATE, request)).json().source).toBe('embedded');
  });
});

describe('a client that goes away', () => {
  /** Posts over a real connection (node:http, no agent: one socket, which destroy() closes as a closing tab would). */
  async function postThenLeave(
    user: Awaited<ReturnType<TestApi['newUser']>>,
    accept: string,
    leaveWhen: (response: Promise<string>) => Promise<void>,
  ): Promise<void> {
    if (!api.app.server.listening) await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const body = JSON.stringify(request);
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      path: GENERATE,
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accept },
    });
    outgoing.on('error', () => {});
    const firstPiece = new Promise<string>((resolve) => {
      outgoing.on('response', (response) =>
        response.once('data', (chunk: Buffer) => resolve(`${response.headers['content-type']}\n${chunk.toString('utf8')}`)),
      );
    });
    outgoing.end(body);
    await leaveWhen(firstPiece);
    outgoing.destroy();
  }

  it('while the plan streams: cancels the model’s request and stores nothing', async () => {
    fake.behave({ kind: 'stall', pieces: ['# Thinking…\n'] });
    const user = await api.newUser();
    await postThenLeave(user, 'text/event-stream', async (firstPiece) => {
      const first = await firstPiece;
      expect(first).toMatch(/^text\/event-stream/);
      expect(first).toContain('Thinking');
    });
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    // Well past the stall timeout: had the fallback run, its plan would be stored by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stored(user)).toEqual([]);
  });

  it('while waiting for a JSON answer: the same', async () => {
    fake.behave({ kind: 'stall', pieces: ['# Thinking…\n'] });
    const user = await api.newUser();
    await postThenLeave(user, 'application/json', async () => {
      await expect.poll(() => fake.requests.length).toBe(1);
    });
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stored(user)).toEqual([]);
  });
});
