// The catalogue routes' shapes (src/lib/catalog/catalog.ts) and query strings, for validation and OpenAPI.
import { Type } from 'typebox';
import { SEASONS } from '../../src/lib/catalog/terms';
import { Format } from '../http/formats';

export const UniversitySchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  name: Type.String(),
  terms: Type.Array(Type.Enum([...SEASONS]), { description: 'The seasons it teaches, in Winter, Spring, Summer, Fall order.' }),
  grading_scale: Type.Object(
    {
      grades: Type.Array(
        Type.Object({
          grade: Type.String(),
          points: Type.Union([Type.Number(), Type.Null()], { description: 'Grade points per credit; null outside the GPA (P, W).' }),
          credit: Type.Boolean({ description: 'Whether the grade earns the course’s credits.' }),
          attempted: Type.Boolean({ description: 'Whether its credits count as attempted.' }),
        }),
      ),
    },
    { description: 'The catalogue’s grading scale; the common 4.0 scale with + and − when it names none.' },
  ),
});

const RequirementSchema = Type.Object(
  {
    category: Type.String(),
    kind: Type.Enum(['all_of', 'from', 'credits'], {
      description: 'all_of: every listed course; from: `credits` from the listed courses; credits: that many from any course not counted elsewhere.',
    }),
    courses: Type.Array(Type.String(), { description: 'Course codes.' }),
    credits: Type.Number(),
  },
  { description: 'In file order: a course counts towards the first requirement that can use it.' },
);

export const ProgramSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  university: Type.String({ format: Format.uuid }),
  program_name: Type.String(),
  degree: Type.String(),
  total_credits: Type.Number(),
  min_gpa: Type.Union([Type.Number(), Type.Null()]),
  requirements: Type.Array(RequirementSchema),
});

export const CatalogCourseSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  course_code: Type.String(),
  course_title: Type.String(),
  course_description: Type.String(),
  course_credit: Type.Number(),
  course_offered: Type.String({ description: 'Seasons, comma-separated ("Fall, Spring"); empty when unknown.' }),
  course_category: Type.String(),
  course_prereq: Type.String({ description: 'A requisite expression: codes joined by and / or, with parentheses; empty when none.' }),
  course_coreq: Type.String(),
  min_grade_req: Type.String(),
  course_url: Type.String(),
  course_note: Type.String(),
});

// Plain strings, not uuid formats: an id that names nothing, malformed or not, is a 404.
export const ProgramsQuerySchema = Type.Object({ university: Type.String({ minLength: 1, maxLength: 100, description: 'A university id.' }) });

export const CoursesQuerySchema = Type.Object({ program: Type.String({ minLength: 1, maxLength: 100, description: 'A program id.' }) });
