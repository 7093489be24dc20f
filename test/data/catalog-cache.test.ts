// The device's catalogue cache: one online load serves it offline; never loaded and offline, it reports
// nothing rather than inventing a catalogue; a foreign answer (a portal's page) never replaces it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUser } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';
import { readCatalogSuggestions, refreshCatalogSuggestions } from '../../src/data/catalog/catalog-suggestions';

let server: TestServer;
let universityId: string;
let programId: string;

beforeAll(async () => {
  server = await startTestServer();
  const universities = await server.read<{ results: { id: string; name: string }[] }>('reader', '/api/universities/');
  universityId = universities.results[0]!.id;
  const programs = await server.read<{ results: { id: string; program_name: string }[] }>('reader', `/api/programs/?university=${universityId}`);
  programId = programs.results.find((program) => program.program_name === 'Computer Science')!.id;
});
afterAll(() => server.close());

test('after one online load the program catalogue is served offline', async () => {
  const user = testUser(server);
  const online = user.open();
  const loaded = await online.data.catalog.loadProgramCatalog(programId);
  expect(loaded?.program.program_name).toBe('Computer Science');
  expect(loaded?.university.id).toBe(universityId);
  expect(loaded?.courses.length).toBeGreaterThan(5);
  const codes = loaded!.courses.map((course) => course.course_code);
  expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b)));
  // Let the start-up pull finish, so that none of its requests lands after the count is reset below.
  await online.data.sync.drainNow();
  online.data.close();

  // A restart offline: nothing reaches the network, the cached copy answers.
  const offline = user.open({ online: false });
  user.faults.seen.length = 0;
  const cached = await offline.data.catalog.loadProgramCatalog(programId);
  expect(cached).toEqual(loaded);
  expect(await offline.data.catalog.universities()).toEqual(expect.arrayContaining([expect.objectContaining({ id: universityId })]));
  expect((await offline.data.catalog.programs(universityId)).map((p) => p.id)).toContain(programId);
  await expect(offline.data.catalog.refreshUniversities()).rejects.toThrow(/Offline/);
  expect(user.faults.seen.filter((r) => r.path.includes('courses') || r.path.includes('programs'))).toEqual([]);
  offline.data.close();
});

test('offline, another program of the same university is read with the courses already on the device', async () => {
  const user = testUser(server);
  const online = user.open();
  const loaded = await online.data.catalog.loadProgramCatalog(programId);
  await online.data.catalog.refreshPrograms(universityId);
  await online.data.sync.drainNow();
  online.data.close();

  const offline = user.open({ online: false });
  const mathematics = (await offline.data.catalog.programs(universityId)).find((program) => program.program_name === 'Mathematics')!;
  const other = await offline.data.catalog.loadProgramCatalog(mathematics.id);
  expect(other?.program).toEqual(mathematics);
  expect(other?.courses).toEqual(loaded!.courses);
  offline.data.close();
});

test('never loaded and offline: unavailable, not an empty catalogue', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  expect(await device.data.catalog.loadProgramCatalog(programId)).toBeUndefined();
  expect(await device.data.catalog.programCatalog(programId)).toBeUndefined();
  await expect(device.data.catalog.refreshProgramCatalog(programId)).rejects.toThrow();
  device.data.close();
});

test('a captive portal’s page is not a catalogue: the cached copy stays', async () => {
  const user = testUser(server);
  const device = user.open();
  const loaded = await device.data.catalog.loadProgramCatalog(programId);
  user.faults.fallback = () => ({ page: '<html>Sign in to the campus Wi-Fi</html>' });
  await expect(device.data.catalog.refreshProgramCatalog(programId)).rejects.toThrow(/Not the list expected from \/api\/advisor\/courses\//);
  expect(await device.data.catalog.loadProgramCatalog(programId)).toEqual(loaded);
  device.data.close();
});

test('an unknown program is unavailable, even online', async () => {
  const user = testUser(server);
  const device = user.open();
  expect(await device.data.catalog.loadProgramCatalog('00000000-0000-7000-8000-000000000000')).toBeUndefined();
  device.data.close();
});

test('suggests every college and degree once downloaded, and the same names offline afterwards', async () => {
  const user = testUser(server);
  const online = user.open();
  expect(await readCatalogSuggestions(online.data.catalog)).toEqual({ colleges: [], degrees: [] });
  await refreshCatalogSuggestions(online.data.catalog);
  const suggested = await readCatalogSuggestions(online.data.catalog);
  expect(suggested.colleges).toEqual(['Harborview State University']);
  expect(suggested.degrees).toContain('BS Computer Science');
  expect(suggested.degrees).toEqual([...new Set(suggested.degrees)].sort());
  await online.data.sync.drainNow();
  online.data.close();

  const offline = user.open({ online: false });
  await refreshCatalogSuggestions(offline.data.catalog);
  expect(await readCatalogSuggestions(offline.data.catalog)).toEqual(suggested);
  offline.data.close();
});
