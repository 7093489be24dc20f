// What the server asks of a language model, whichever serves it (Ollama, llama.cpp's server, vLLM, a hosted
// API): one streamed chat completion. Shared by the weekly plan generator and, later, the advisor chat.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOptions {
  /** Aborting it cancels the request; the promise then rejects. */
  signal?: AbortSignal;
  /** Each piece of text as it arrives. */
  onDelta?: (text: string) => void;
}

export interface LanguageModel {
  /** The model's name, stored as a weekly plan's `source`. */
  name: string;
  /**
   * Streams a chat completion from an OpenAI-compatible /chat/completions (stream: true, SSE `data:` lines,
   * `[DONE]`); calls onDelta per text piece; resolves with the whole text; rejects on an HTTP error, a bad
   * stream, or an abort.
   */
  stream(messages: ChatMessage[], options?: StreamOptions): Promise<string>;
}

/** The model answered something other than a completion (an HTTP error, a broken stream). */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
  constructor(
    message: string,
    /** The HTTP status, when the model's server answered one. */
    readonly status?: number,
  ) {
    super(message);
  }
}
