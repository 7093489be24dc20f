// Imports a validated catalogue file (src/lib/catalog/catalog-file.ts) in ONE transaction: the university
// by name, its courses by code and its programs by name, updated in place; courses and programs that left
// the file are removed (plan courses keep their own code and title, and only hold a course id as text).
import { sql } from 'drizzle-orm';
import type { CatalogFile } from '../../src/lib/catalog/catalog-file';
import type { GradingScale } from '../../src/lib/grades/grading-scale';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { courses, programs, universities } from '../db/schema/catalog';
import { syncRows, type FieldKind, type SyncCounts } from './catalog-sync';

// Any constant: one import at a time across API processes, so two first starts cannot both load the sample.
const CATALOG_LOCK_ID = 4242_2014;

const COURSE_FIELDS = {
  code: 'text',
  title: 'text',
  description: 'text',
  credits: 'numeric',
  offered: 'seasons',
  category: 'text',
  prerequisites: 'text',
  corequisites: 'text',
  minGrade: 'text',
  url: 'text',
  note: 'text',
} satisfies Record<string, FieldKind>;

const PROGRAM_FIELDS = { name: 'text', degree: 'text', totalCredits: 'numeric', minGpa: 'numeric', requirements: 'json' } satisfies Record<string, FieldKind>;

export interface ImportSummary {
  university: { id: string; name: string };
  courses: SyncCounts;
  programs: SyncCounts;
}

export interface ImportOptions {
  /** Import nothing (and answer undefined) when the database already holds a university. */
  onlyIfEmpty?: boolean;
}

export function importCatalog(db: Database, catalog: CatalogFile, options: ImportOptions = {}): Promise<ImportSummary | undefined> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOG_LOCK_ID})`);
    if (options.onlyIfEmpty && (await tx.select({ id: universities.id }).from(universities).limit(1)).length > 0) return undefined;
    const universityId = await upsertUniversity(tx, catalog.university, catalog.grading_scale);
    return {
      university: { id: universityId, name: catalog.university.name },
      courses: await syncRows(tx, {
        table: courses,
        key: courses.code,
        keyOf: (row) => row.code,
        universityId,
        rows: catalog.courses.map(({ min_grade, ...course }) => ({ ...course, minGrade: min_grade })),
        fields: COURSE_FIELDS,
      }),
      programs: await syncRows(tx, {
        table: programs,
        key: programs.name,
        keyOf: (row) => row.name,
        universityId,
        rows: catalog.programs.map((program) => ({
          name: program.name,
          degree: program.degree,
          totalCredits: program.total_credits,
          minGpa: program.min_gpa,
          requirements: program.requirements,
        })),
        fields: PROGRAM_FIELDS,
      }),
    };
  });
}

async function upsertUniversity(tx: Executor, university: CatalogFile['university'], gradingScale: GradingScale): Promise<string> {
  const [row] = await tx
    .insert(universities)
    .values({ ...university, gradingScale })
    .onConflictDoUpdate({ target: universities.name, set: { terms: university.terms, gradingScale, updatedAt: sql`now()` } })
    .returning({ id: universities.id });
  return row!.id;
}
