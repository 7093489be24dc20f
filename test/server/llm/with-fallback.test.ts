// withFallback: the model's answer when it comes, the embedded one on an error or a stall past the timeout,
// progress keeping a slow model alive, and no fallback once the caller has gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { languageModelFromConfig } from '../../../server/llm/model-config';
import { ModelStalledError, withFallback } from '../../../server/llm/with-fallback';
import { startFakeChatModel, type FakeChatModel } from '../support/fake-chat-model';

let fake: FakeChatModel;
beforeAll(async () => {
  fake = await startFakeChatModel();
});
afterAll(() => fake.close());

const ask = (timeoutMs: number, signal?: AbortSignal) => {
  const model = languageModelFromConfig(loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'm' }))!;
  const reasons: unknown[] = [];
  const result = withFallback(
    ({ signal: attempt, alive }) => model.stream([{ role: 'user', content: 'plan' }], { signal: attempt, onDelta: alive }),
    () => 'embedded plan',
    { timeoutMs, signal, onFallback: (reason) => reasons.push(reason) },
  );
  return { result, reasons };
};

describe('withFallback', () => {
  it('answers the model’s text when it arrives', async () => {
    fake.behave({ kind: 'stream', pieces: ['model', ' plan'] });
    const { result, reasons } = ask(5_000);
    expect(await result).toBe('model plan');
    expect(reasons).toEqual([]);
  });

  it('falls back when the model errors', async () => {
    fake.behave({ kind: 'error', status: 503, body: 'overloaded' });
    const { result, reasons } = ask(5_000);
    expect(await result).toBe('embedded plan');
    expect(String(reasons[0])).toMatch(/503/);
  });

  it('falls back when the model stalls past the timeout, and cancels its request', async () => {
    fake.behave({ kind: 'stall', pieces: ['I will now'] });
    const before = fake.requests.length;
    const { result, reasons } = ask(300);
    expect(await result).toBe('embedded plan');
    expect(reasons[0]).toBeInstanceOf(ModelStalledError);
    await expect.poll(() => fake.requests[before]?.aborted).toBe(true);
  });

  it('lets a model that keeps writing take longer than the timeout in all', async () => {
    fake.behave({ kind: 'stream', pieces: ['a', 'b', 'c', 'd', 'e', 'f'], gapMs: 100 });
    const { result } = ask(400);
    expect(await result).toBe('abcdef');
  });

  it('falls back when a run that ignores its signal never settles', async () => {
    const result = await withFallback(
      () => new Promise<string>(() => {}),
      (reason) => (reason instanceof ModelStalledError ? 'fallback' : 'wrong'),
      { timeoutMs: 50 },
    );
    expect(result).toBe('fallback');
  });

  it('rejects, without falling back, when the caller aborts', async () => {
    fake.behave({ kind: 'stall' });
    const controller = new AbortController();
    const { result, reasons } = ask(5_000, controller.signal);
    setTimeout(() => controller.abort(new Error('client gone')), 50);
    await expect(result).rejects.toThrow('client gone');
    expect(reasons).toEqual([]);
  });
});
