// Every item of one of our API's list endpoints (an array, or pages of `{count, next, previous, results}`).
// Only our API's JSON counts: a captive portal's page or a proxy's error object is "no answer", so a cache
// built from it is never replaced by nonsense.
import type { ApiClient } from './api-client';

interface ReadListOptions {
  /** Pages followed at most: a loop of `next` links must not spin forever. */
  maxPages: number;
  /** The error to throw, with what went wrong, when the answer is not the list. */
  unavailable(message: string): Error;
}

export async function readList<T>(
  api: ApiClient,
  path: string,
  isItem: (value: unknown) => value is T,
  { maxPages, unavailable }: ReadListOptions,
): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  for (let page = 0; next && page < maxPages; page++) {
    const response = await api.request({ method: 'GET', path: next });
    if (response.status < 200 || response.status >= 300) throw unavailable(`The server answered ${response.status} for ${path}`);
    const body = response.body as { results?: unknown; next?: unknown } | unknown[] | undefined;
    const results = Array.isArray(body) ? body : body && typeof body === 'object' ? body.results : undefined;
    if (!Array.isArray(results) || !results.every(isItem)) throw unavailable(`Not the list expected from ${path}`);
    items.push(...results);
    next = !Array.isArray(body) && typeof body?.next === 'string' && body.next ? pathOf(body.next) : null;
  }
  return items;
}

/** The path of a `next` link, which the server may send as an absolute URL. */
function pathOf(link: string): string {
  try {
    const url = new URL(link, 'http://relative.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}
