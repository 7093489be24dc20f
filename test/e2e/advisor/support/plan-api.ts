// The API as the signed-in test student, to seed a plan before a browser test drives it: one JSON request
// helper (with the page's own token) and the sample catalogue's program by name.
import type { Page } from 'playwright-core';
import { apiAccessToken } from '../../support/auth-helpers';
import { appUrl } from '../../support/browser';

type ApiAnswer = Record<string, unknown> & { results: Record<string, unknown>[] };

export interface PlanApi {
  token: string;
  /** GET without a body, POST with one; throws on an answer that is not 2xx. */
  api(path: string, body?: unknown): Promise<ApiAnswer>;
  /** The id of the sample university's program named `name` (e.g. "Computer Science"). */
  programId(name: string): Promise<unknown>;
}

export async function planApi(page: Page): Promise<PlanApi> {
  const token = await apiAccessToken(page);
  const api = async (path: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await page.request.fetch(appUrl(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: body,
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as ApiAnswer;
  };
  const programId = async (name: string) => {
    const [university] = (await api('/api/universities/')).results;
    return (await api(`/api/programs/?university=${String(university!.id)}`)).results.find((item) => item.program_name === name)!.id;
  };
  return { token, api, programId };
}
