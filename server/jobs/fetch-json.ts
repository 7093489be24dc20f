// GET a source's JSON: its status checked, its body parsed, the caller's signal honoured. A failure of any
// kind is an error for the search to report as `ok: false`.
import { JobSourceError } from './job-source';

/** Answers larger than this are not a job list we can use (and would only cost memory). */
const MAX_BYTES = 5 * 1024 * 1024;

export async function fetchJson(url: URL, options: { signal: AbortSignal; headers?: Record<string, string> }): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json', ...options.headers }, signal: options.signal, redirect: 'follow' });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new JobSourceError(`${url.origin} answered ${response.status}`);
  }
  const body = await response.text();
  if (body.length > MAX_BYTES) throw new JobSourceError(`${url.origin} sent more than ${MAX_BYTES} bytes`);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new JobSourceError(`${url.origin} did not answer JSON`);
  }
}
