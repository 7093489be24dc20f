// Reading the read-only catalogue from the API (universities, programs, a program's courses); an answer
// that is not the list (a captive portal's page) is CatalogUnavailableError, never cached.
import type { ApiClient } from '../../api/api-client';
import { readList } from '../../api/read-list';
import type { CatalogCourse, Program, University } from '../../lib/catalog/catalog';

export class CatalogUnavailableError extends Error {
  override name = 'CatalogUnavailableError';
}

/** The catalogue is small: 50 pages is far more than it has. */
const list = <T>(api: ApiClient, path: string, isItem: (value: unknown) => value is T) =>
  readList(api, path, isItem, { maxPages: 50, unavailable: (message) => new CatalogUnavailableError(message) });

const hasId = (value: unknown): value is { id: string } =>
  !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';

const isUniversity = (value: unknown): value is University => hasId(value) && typeof (value as University).name === 'string';
const isProgram = (value: unknown): value is Program => hasId(value) && typeof (value as Program).program_name === 'string';
const isCourse = (value: unknown): value is CatalogCourse => hasId(value) && typeof (value as CatalogCourse).course_code === 'string';

export const fetchUniversities = (api: ApiClient) => list(api, '/api/universities/', isUniversity);

export const fetchPrograms = (api: ApiClient, universityId: string) =>
  list(api, `/api/programs/?university=${encodeURIComponent(universityId)}`, isProgram);

export const fetchProgramCourses = (api: ApiClient, programId: string) =>
  list(api, `/api/advisor/courses/?program=${encodeURIComponent(programId)}`, isCourse);
