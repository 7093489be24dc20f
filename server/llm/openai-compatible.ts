// A chat model behind an OpenAI-compatible /chat/completions endpoint, streamed: the answer is a
// text/event-stream of `data: {json}` lines, each with a piece of text in choices[0].delta.content, ending
// with `data: [DONE]`. fetch (Node 20) only, no SDK. A server that ignores `stream: true` and answers one
// JSON completion is read too. The key, when there is one, goes only in the Authorization header.
import { LanguageModelError, type ChatMessage, type LanguageModel, type StreamOptions } from './language-model';

export interface OpenAiCompatibleOptions {
  /** The full /chat/completions address. */
  endpoint: string;
  model: string;
  apiKey?: string;
}

/** The longest error body quoted in an error message. */
const ERROR_EXCERPT = 300;

export function openAiCompatibleModel({ endpoint, model, apiKey }: OpenAiCompatibleOptions): LanguageModel {
  return {
    name: model,
    async stream(messages: ChatMessage[], options: StreamOptions = {}): Promise<string> {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
      if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model, messages, stream: true }),
        signal: options.signal,
      });
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new LanguageModelError(`The model's server answered ${response.status}${body ? `: ${excerpt(body)}` : ''}`, response.status);
      }
      if (!response.body) throw new LanguageModelError('The model answered no body.');
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        const text = contentOf(await response.json(), 'message');
        if (text === undefined) throw new LanguageModelError('The model answered JSON without a completion.');
        if (text) options.onDelta?.(text);
        return text;
      }
      return readStream(response.body, options);
    },
  };
}

async function readStream(body: ReadableStream<Uint8Array>, options: StreamOptions): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let whole = '';
  let finished = false;
  const handle = (line: string): boolean => {
    if (!line.startsWith('data:')) return false; // event:, id:, comments and blank lines carry no text
    const data = line.slice(5).trim();
    if (data === '[DONE]') return true;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new LanguageModelError(`The model's stream held a line that is not JSON: ${excerpt(data)}`);
    }
    const failure = (chunk as { error?: { message?: unknown } } | null)?.error;
    if (failure) throw new LanguageModelError(`The model reported an error: ${excerpt(String(failure.message ?? JSON.stringify(failure)))}`);
    const text = contentOf(chunk, 'delta');
    if (text) {
      whole += text;
      options.onDelta?.(text);
    }
    if ((chunk as { choices?: { finish_reason?: unknown }[] }).choices?.[0]?.finish_reason) finished = true;
    return false;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (handle(line)) return whole;
      }
    }
    if (buffer && handle(buffer.replace(/\r$/, ''))) return whole;
  } finally {
    await reader.cancel().catch(() => {});
  }
  // Some servers end with a finish_reason and no [DONE]; without either, the answer was cut off.
  if (finished) return whole;
  throw new LanguageModelError('The model’s stream ended before the answer did.');
}

/** choices[0].delta.content (a stream chunk) or choices[0].message.content (a whole completion). */
function contentOf(chunk: unknown, key: 'delta' | 'message'): string | undefined {
  const choices = (chunk as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return undefined;
  if (choices.length === 0) return '';
  const content = (choices[0] as Record<string, { content?: unknown } | undefined>)[key]?.content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') throw new LanguageModelError('The model sent content that is not text.');
  return content;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > ERROR_EXCERPT ? `${flat.slice(0, ERROR_EXCERPT)}…` : flat;
}
