// Reading the read-only catalogue from the API (universities, programs, a program's courses). Only our
// API's JSON counts: a captive portal's page or a proxy's error object is "no answer", never cached.
import type { ApiClient } from '../../api/api-client';
import type { CatalogCourse, Program, University } from '../../lib/catalog/catalog';

export class CatalogUnavailableError extends Error {
  override name = 'CatalogUnavailableError';
}

/** Pages followed at most: the catalogue is small; a loop of `next` links must not spin forever. */
const MAX_PAGES = 50;

/** The path of a `next` link, which the server may send as an absolute URL. */
function pathOf(link: string): string {
  try {
    const url = new URL(link, 'http://relative.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

/** Every item of a list endpoint (an array or `{results, next}` pages), each checked by `isItem`. */
async function readList<T>(api: ApiClient, path: string, isItem: (value: unknown) => value is T): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const response = await api.request({ method: 'GET', path: next });
    if (response.status < 200 || response.status >= 300) {
      throw new CatalogUnavailableError(`The server answered ${response.status} for ${path}`);
    }
    const body = response.body as { results?: unknown; next?: unknown } | unknown[] | undefined;
    const results = Array.isArray(body) ? body : body && typeof body === 'object' ? body.results : undefined;
    if (!Array.isArray(results) || !results.every(isItem)) throw new CatalogUnavailableError(`Not a catalogue list: ${path}`);
    items.push(...results);
    next = !Array.isArray(body) && typeof body?.next === 'string' && body.next ? pathOf(body.next) : null;
  }
  return items;
}

const hasId = (value: unknown): value is { id: string } =>
  !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';

const isUniversity = (value: unknown): value is University => hasId(value) && typeof (value as University).name === 'string';
const isProgram = (value: unknown): value is Program => hasId(value) && typeof (value as Program).program_name === 'string';
const isCourse = (value: unknown): value is CatalogCourse => hasId(value) && typeof (value as CatalogCourse).course_code === 'string';

export const fetchUniversities = (api: ApiClient) => readList(api, '/api/universities/', isUniversity);

export const fetchPrograms = (api: ApiClient, universityId: string) =>
  readList(api, `/api/programs/?university=${encodeURIComponent(universityId)}`, isProgram);

export const fetchProgramCourses = (api: ApiClient, programId: string) =>
  readList(api, `/api/advisor/courses/?program=${encodeURIComponent(programId)}`, isCourse);
