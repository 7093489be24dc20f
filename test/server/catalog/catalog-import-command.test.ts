// `npm run catalog:import -- FILE` with a file that has errors: every error printed, exit 1, and the
// database never opened (its data folder is not even created), so nothing can have changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'degreemate-catalog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('catalog:import', () => {
  it('prints every error of a file with a cycle and a bad expression, and imports nothing', () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'degreemate-catalog/1',
        university: { name: 'Cyclic College' },
        courses: [
          { code: 'CS 2110', title: 'Data Structures', credits: 4, prerequisites: 'CS 3110' },
          { code: 'CS 3110', title: 'Functional Programming', credits: 4, prerequisites: 'CS 2110' },
          { code: 'CS 4110', title: 'Languages', credits: 3, prerequisites: 'CS 3110 orr CS 2110' },
        ],
      }),
    );
    const dataDir = path.join(dir, 'data');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/catalog-import.ts', file], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error: courses[0].prerequisites: prerequisite cycle: CS 2110 → CS 3110 → CS 2110');
    expect(run.stderr).toContain('error: courses[2].prerequisites: unexpected "orr" at 9');
    expect(run.stderr).toContain('2 error(s): nothing was imported.');
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
