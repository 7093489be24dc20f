// The generator on the bundled sample programs, read from the database as the server and the app get them:
// every rule holds, and a student starting in the fall at 15 credits gets a plan of about four years.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPrograms, listUniversities, readProgramCatalog } from '../../../server/catalog/catalog-service';
import { generatePlan } from '../../../src/lib/planning/generate-plan';
import type { PlanInput, ProgramCatalog } from '../../../src/lib/planning/plan-types';
import { planViolations } from '../../unit/lib/planning/plan-checker';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
let catalogs: ProgramCatalog[];
beforeAll(async () => {
  api = await startTestApi();
  const [university] = await listUniversities(api.db.orm);
  const programs = await listPrograms(api.db.orm, university!.id);
  catalogs = await Promise.all(programs.map((program) => readProgramCatalog(api.db.orm, program.id)));
});
afterAll(() => api.close());

describe('plans for the sample programs', () => {
  it.each([
    ['Fall', 15],
    ['Spring', 15],
    ['Fall', 0],
    ['Summer', 12],
    ['Fall', 18],
  ] as const)('starting in %s with %i credits a term obey every rule', (season, creditLoad) => {
    for (const catalog of catalogs) {
      const input: PlanInput = { catalog, start: { season, year: 2026 }, creditLoad, kept: [] };
      const plan = generatePlan(input);
      expect(planViolations(input, plan), catalog.program.program_name).toEqual([]);
      expect(plan.termsNeeded).toBeGreaterThanOrEqual(plan.lowerBound);
    }
  });

  it('take about four years at 15 credits, and count what the student has already taken', () => {
    for (const catalog of catalogs) {
      const input: PlanInput = { catalog, start: { season: 'Fall', year: 2026 }, creditLoad: 15, kept: [] };
      const plan = generatePlan(input);
      expect(plan.termsNeeded, catalog.program.program_name).toBeLessThanOrEqual(10);
      const [first, second] = plan.placed;
      const kept = [first!, second!].map(({ course, term }) => ({ code: course.course_code, status: 'taken' as const, term }));
      const rest = generatePlan({ ...input, kept });
      expect(planViolations({ ...input, kept }, rest)).toEqual([]);
      expect(rest.placed.map(({ course }) => course.course_code)).not.toContain(first!.course.course_code);
    }
  });
});
