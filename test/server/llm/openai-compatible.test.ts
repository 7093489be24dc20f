// The language model provider against a local fake OpenAI-compatible server: the answer streams in
// pieces, errors and broken streams reject, the key is sent only when set, and an abort cancels the request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { LanguageModelError } from '../../../server/llm/language-model';
import { completionsEndpoint, languageModelFromConfig } from '../../../server/llm/model-config';
import { startFakeChatModel, type FakeChatModel } from '../support/fake-chat-model';

let fake: FakeChatModel;
beforeAll(async () => {
  fake = await startFakeChatModel();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const modelFor = (env: Record<string, string>) => languageModelFromConfig(loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'tiny-llama', ...env }))!;
const messages = [
  { role: 'system' as const, content: 'You plan study weeks.' },
  { role: 'user' as const, content: 'Plan my week.' },
];

describe('languageModelFromConfig', () => {
  it('is undefined when nothing is configured', () => {
    expect(languageModelFromConfig(loadConfig({}))).toBeUndefined();
  });

  it('refuses half a setup and an address that is not http(s)', () => {
    expect(() => loadConfig({ LLM_BASE_URL: fake.baseUrl })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_API_KEY: 'k' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'file:///etc/passwd', LLM_MODEL: 'm' })).toThrow(/http/);
  });

  it('calls /chat/completions under the base, or the endpoint as given', () => {
    expect(completionsEndpoint('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(completionsEndpoint('https://api.example.com/v1/chat/completions')).toBe('https://api.example.com/v1/chat/completions');
  });
});

describe('stream', () => {
  it('hands over each piece as it arrives and resolves with the whole text', async () => {
    fake.behave({ kind: 'stream', pieces: ['## Week', ' of study', '\n| Day |'], gapMs: 20 });
    const model = modelFor({});
    const pieces: string[] = [];
    const text = await model.stream(messages, { onDelta: (piece) => pieces.push(piece) });
    expect(pieces).toEqual(['## Week', ' of study', '\n| Day |']);
    expect(text).toBe('## Week of study\n| Day |');
    expect(model.name).toBe('tiny-llama');
  });

  it('sends the model name, the messages and stream: true to /chat/completions', async () => {
    fake.behave({ kind: 'stream', pieces: ['ok'] });
    await modelFor({}).stream(messages);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]!.body).toEqual({ model: 'tiny-llama', messages, stream: true });
  });

  it('sends the key as a bearer token only when one is set', async () => {
    fake.behave({ kind: 'stream', pieces: ['ok'] });
    await modelFor({}).stream(messages);
    await modelFor({ LLM_API_KEY: 'sk-test-123' }).stream(messages);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    expect(fake.requests[1]!.headers.authorization).toBe('Bearer sk-test-123');
  });

  it('rejects an HTTP error with its status and message', async () => {
    fake.behave({ kind: 'error', status: 500, body: '{"error":{"message":"model not loaded"}}' });
    const failure = await modelFor({})
      .stream(messages)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LanguageModelError);
    expect(failure).toMatchObject({ status: 500, message: expect.stringMatching(/500.*model not loaded/) });
  });

  it('rejects a stream that is not JSON, and one cut off before it ended', async () => {
    fake.behave({ kind: 'garbage' });
    await expect(modelFor({}).stream(messages)).rejects.toThrow(/not JSON/);
    fake.behave({ kind: 'stream', pieces: ['half an'], done: false });
    await expect(modelFor({}).stream(messages)).rejects.toThrow(/ended before/);
  });

  it('rejects on abort and closes the request', async () => {
    fake.behave({ kind: 'stall', pieces: ['Thinking'] });
    const controller = new AbortController();
    const pieces: string[] = [];
    const pending = modelFor({}).stream(messages, { signal: controller.signal, onDelta: (piece) => pieces.push(piece) });
    await expect.poll(() => pieces).toEqual(['Thinking']);
    controller.abort(new Error('the student left'));
    await expect(pending).rejects.toThrow(/the student left/);
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
  });
});
