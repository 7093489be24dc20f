// The device's copy of the read-only catalogue (docs/sync-protocol.md "cached for reading offline"): downloaded
// when online, read from Dexie always. Not mirrored: nothing is written by the user, so no outbox,
// no versions; a download simply replaces what it covers.
import type { ApiClient } from '../../api/api-client';
import type { Program, University } from '../../lib/catalog/catalog';
import type { ProgramCatalog } from '../../lib/planning/plan-types';
import type { AppDatabase } from '../app-database';
import { CatalogUnavailableError, fetchProgramCourses, fetchPrograms, fetchUniversities } from './catalog-api';

export interface CatalogCache {
  /** Cached reads: Dexie only, for useLiveQuery. */
  universities(): Promise<University[]>;
  programs(universityId: string): Promise<Program[]>;
  /** Undefined until the program, its university and its courses (or a sibling program's: the same list) have been downloaded once. */
  programCatalog(programId: string): Promise<ProgramCatalog | undefined>;
  /** Download and store. Reject offline or on failure, keeping what was cached. */
  refreshUniversities(): Promise<void>;
  refreshPrograms(universityId: string): Promise<void>;
  refreshProgramCatalog(programId: string): Promise<void>;
  /** Whether downloads can be tried now (the sync engine's idea of online). */
  isOnline(): boolean;
  /** The freshest catalogue to plan with: downloaded first when online, else the cached copy. */
  loadProgramCatalog(programId: string): Promise<ProgramCatalog | undefined>;
}

export interface CatalogCacheOptions {
  db: AppDatabase;
  api: ApiClient;
  isOnline(): boolean;
}

const byName = (a: University, b: University) => a.name.localeCompare(b.name);
const byProgramName = (a: Program, b: Program) => a.program_name.localeCompare(b.program_name);

export function createCatalogCache({ db, api, isOnline }: CatalogCacheOptions): CatalogCache {
  // Several screens may ask for the same download at once (the Semester and Graduation tabs): one request.
  const inFlight = new Map<string, Promise<void>>();
  const once = (key: string, work: () => Promise<void>): Promise<void> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = (async () => {
      if (!isOnline()) throw new CatalogUnavailableError('Offline');
      await work();
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };

  const refreshUniversities = () =>
    once('universities', async () => {
      const universities = await fetchUniversities(api);
      await db.transaction('rw', db.catalogUniversities, async () => {
        await db.catalogUniversities.clear();
        await db.catalogUniversities.bulkPut(universities);
      });
    });

  const refreshPrograms = (universityId: string) =>
    once(`programs:${universityId}`, async () => {
      const programs = await fetchPrograms(api, universityId);
      await db.transaction('rw', db.catalogPrograms, async () => {
        await db.catalogPrograms.where('university').equals(universityId).delete();
        // The filter parameter is ours to trust only so far: keep what is really this university's.
        await db.catalogPrograms.bulkPut(programs.filter((program) => program.university === universityId));
      });
    });

  /** A program is listed under its university only: find which one when this device never saw it. */
  async function ensureProgram(programId: string): Promise<Program> {
    const cached = await db.catalogPrograms.get(programId);
    if (cached && (await db.catalogUniversities.get(cached.university))) return cached;
    await refreshUniversities();
    for (const university of await db.catalogUniversities.toArray()) {
      await refreshPrograms(university.id);
      const found = await db.catalogPrograms.get(programId);
      if (found) return found;
    }
    throw new CatalogUnavailableError(`No program ${programId} in the catalogue`);
  }

  const refreshProgramCatalog = (programId: string) =>
    once(`courses:${programId}`, async () => {
      await ensureProgram(programId);
      const courses = await fetchProgramCourses(api, programId);
      courses.sort((a, b) => a.course_code.localeCompare(b.course_code));
      await db.catalogCourses.put({ program: programId, courses, fetchedAt: Date.now() });
    });

  async function programCatalog(programId: string): Promise<ProgramCatalog | undefined> {
    const [program, entry] = await Promise.all([db.catalogPrograms.get(programId), db.catalogCourses.get(programId)]);
    const university = program && (await db.catalogUniversities.get(program.university));
    const courses = entry ?? (program && (await siblingCourses(program.university)));
    return program && courses && university ? { university, program, courses: courses.courses } : undefined;
  }

  // Every program of a university is served that university's whole course list, so another program's copy
  // stands in until this one is downloaded: a program can be compared with, or switched to, offline.
  async function siblingCourses(universityId: string) {
    const siblings = await db.catalogPrograms.where('university').equals(universityId).primaryKeys();
    const entries = (await db.catalogCourses.bulkGet(siblings)).filter((entry) => entry !== undefined);
    return entries.sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
  }

  return {
    universities: async () => (await db.catalogUniversities.toArray()).sort(byName),
    programs: async (universityId) => (await db.catalogPrograms.where('university').equals(universityId).toArray()).sort(byProgramName),
    programCatalog,
    isOnline,
    refreshUniversities,
    refreshPrograms,
    refreshProgramCatalog,
    async loadProgramCatalog(programId) {
      // A failed download is not the end: the copy from last time still plans well enough.
      await refreshProgramCatalog(programId).catch(() => undefined);
      return programCatalog(programId);
    },
  };
}
