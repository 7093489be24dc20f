// LLM_BASE_URL, LLM_MODEL and LLM_API_KEY (server/config.ts) → the language model, or none (the embedded
// generators then do all the work).
import type { LanguageModel } from './language-model';
import { openAiCompatibleModel } from './openai-compatible';

export interface LlmConfig {
  /** The API's base, e.g. http://localhost:11434/v1 (its /chat/completions is called), or that endpoint itself. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

export function languageModelFromConfig(config: { llm: LlmConfig | undefined }): LanguageModel | undefined {
  const llm = config.llm;
  if (!llm) return undefined;
  return openAiCompatibleModel({ endpoint: completionsEndpoint(llm.baseUrl), model: llm.model, apiKey: llm.apiKey });
}

/** `…/v1` → `…/v1/chat/completions`, as OpenAI's clients do; a full endpoint is kept as it is. */
export function completionsEndpoint(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}
