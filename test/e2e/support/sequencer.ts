// The order the browser files run in. Vitest runs the files it has timings for longest first, and the others
// (every file on a clean clone, as in CI) largest first: there the every-screen accessibility files, short
// files over a long shared check (~2-3 minutes each), would start last and run alone at the end. They go first.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FILES = /accessibility[^/]*\.e2e\.ts$/;

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}
