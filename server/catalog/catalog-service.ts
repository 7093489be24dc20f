// Reads of the catalogue, in the API's shapes (src/lib/catalog/catalog.ts). The catalogue is shared by
// every user; an id that is malformed or names nothing is simply not found (404), never a validation error.
import { asc, eq, sql } from 'drizzle-orm';
import type { CatalogCourse, Program, University } from '../../src/lib/catalog/catalog';
import { DEFAULT_GRADING_SCALE } from '../../src/lib/grades/grading-scale';
import type { ProgramCatalog } from '../../src/lib/planning/plan-types';
import type { Executor } from '../db/executor';
import { courses, programs, universities, type CourseRow, type ProgramRow, type UniversityRow } from '../db/schema/catalog';
import { notFound } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Byte order, the same on PGlite and on a PostgreSQL whose default collation is a language's. */
const byCode = sql`${courses.code} COLLATE "C"`;

export async function listUniversities(db: Executor): Promise<University[]> {
  return (await db.select().from(universities).orderBy(asc(universities.name))).map(toUniversity);
}

/** The university's programs by name; 404 when there is no such university. */
export async function listPrograms(db: Executor, universityId: string): Promise<Program[]> {
  await findUniversity(db, universityId);
  const rows = await db.select().from(programs).where(eq(programs.universityId, universityId)).orderBy(asc(programs.name));
  return rows.map(toProgram);
}

/** A program with its university and every course of that university's catalogue, by code; 404 when unknown. */
export async function readProgramCatalog(db: Executor, programId: string): Promise<ProgramCatalog> {
  if (!UUID.test(programId)) throw notFound();
  const [program] = await db.select().from(programs).where(eq(programs.id, programId));
  if (!program) throw notFound();
  const university = await findUniversity(db, program.universityId);
  return { university, program: toProgram(program), courses: await listCourses(db, program.universityId) };
}

async function findUniversity(db: Executor, id: string): Promise<University> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db.select().from(universities).where(eq(universities.id, id));
  if (!row) throw notFound();
  return toUniversity(row);
}

async function listCourses(db: Executor, universityId: string): Promise<CatalogCourse[]> {
  return (await db.select().from(courses).where(eq(courses.universityId, universityId)).orderBy(byCode)).map(toCatalogCourse);
}

function toUniversity(row: UniversityRow): University {
  return { id: row.id, name: row.name, terms: row.terms, grading_scale: row.gradingScale ?? DEFAULT_GRADING_SCALE };
}

function toProgram(row: ProgramRow): Program {
  return {
    id: row.id,
    university: row.universityId,
    program_name: row.name,
    degree: row.degree,
    total_credits: row.totalCredits,
    min_gpa: row.minGpa,
    requirements: row.requirements,
  };
}

function toCatalogCourse(row: CourseRow): CatalogCourse {
  return {
    id: row.id,
    course_code: row.code,
    course_title: row.title,
    course_description: row.description,
    course_credit: row.credits,
    course_offered: row.offered.join(', '),
    course_category: row.category,
    course_prereq: row.prerequisites,
    course_coreq: row.corequisites,
    min_grade_req: row.minGrade,
    course_url: row.url,
    course_note: row.note,
  };
}
