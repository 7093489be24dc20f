// The syllabus importer's two requests to the server, online only and nothing stored: the text
// of a syllabus page at a web address, and "Improve with AI" (the model's reading of the extracted text).
// Every failure is a SyllabusServerError with a sentence the importer shows as it is: the server's own
// refusals word for word, and no connection as what still works without one.
import type { ApiClient, ApiRequest } from '../../api/api-client';
import { answerMessage } from '../../api/answer-message';
import { requestOnline } from '../../api/online-request';
import { readModelExtraction, type ModelExtraction } from '../../lib/syllabus/model-extraction';
import type { SyllabusExtraction } from '../../lib/syllabus/syllabus-extraction';

export class SyllabusServerError extends Error {
  override name = 'SyllabusServerError';
}

export const ADDRESS_OFFLINE_MESSAGE = 'Reading a web address needs a connection. Choose the file or paste its text: those work offline.';
const IMPROVE_OFFLINE_MESSAGE = 'Improving with AI needs a connection. What was found on this device is kept.';

/** The model reads a whole syllabus: far slower than other requests. */
const IMPROVE_TIMEOUT_MS = 120_000;

export interface SyllabusServer {
  /** The page at `url` as text, and its name (the address's host and path). */
  readAddress(url: string): Promise<{ name: string; text: string }>;
  /** The language model's reading of `text`; `extraction` is what the device found, as a hint. */
  improve(text: string, extraction: SyllabusExtraction): Promise<ModelExtraction>;
}

export function createSyllabusServer({ api, isOnline }: { api: ApiClient; isOnline(): boolean }): SyllabusServer {
  async function call(request: ApiRequest, offline: string): Promise<unknown> {
    const response = await requestOnline(api, isOnline, request, {
      offline: () => new SyllabusServerError(offline),
      signInAgain: () => new SyllabusServerError('Sign in again to use this; the file or pasted text work without it.'),
    });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw new SyllabusServerError(answerMessage(response.body, response.status));
  }
  return {
    async readAddress(url) {
      const body = (await call({ method: 'POST', path: '/api/syllabi/read-address/', body: { url } }, ADDRESS_OFFLINE_MESSAGE)) as { name?: unknown; text?: unknown } | undefined;
      if (typeof body?.name !== 'string' || typeof body.text !== 'string') throw new SyllabusServerError('The server did not answer with the page’s text.');
      return { name: body.name, text: body.text };
    },
    async improve(text, extraction) {
      return readModelExtraction(await call({ method: 'POST', path: '/api/syllabi/improve/', body: { text, extraction }, timeoutMs: IMPROVE_TIMEOUT_MS }, IMPROVE_OFFLINE_MESSAGE));
    },
  };
}
