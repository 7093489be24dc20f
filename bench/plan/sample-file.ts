// A degreemate-catalog/1 file (docs/catalog-format.md) read into planner inputs: one per program, starting Fall 2026 at
// the default load with nothing kept. Only the fields the planner needs; the real import lives on the server.
import type { CatalogCourse, ProgramRequirement } from '../../src/lib/catalog/catalog';
import type { Season } from '../../src/lib/catalog/terms';
import type { PlanInput } from '../../src/lib/planning/plan-types';

interface FileCourse {
  code: string;
  title?: string;
  credits?: number;
  offered?: string[];
  prerequisites?: string;
  corequisites?: string;
}

interface FileProgram {
  name: string;
  total_credits?: number;
  requirements?: { category: string; all_of?: string[]; credits?: number; from?: string[] }[];
}

export function sampleInputs(file: { university: { name: string; terms?: Season[] }; courses: FileCourse[]; programs: FileProgram[] }): PlanInput[] {
  const courses: CatalogCourse[] = file.courses.map((item) => ({
    id: item.code,
    course_code: item.code,
    course_title: item.title ?? item.code,
    course_description: '',
    course_credit: item.credits ?? 0,
    course_offered: (item.offered ?? []).join(', '),
    course_category: '',
    course_prereq: item.prerequisites ?? '',
    course_coreq: item.corequisites ?? '',
    min_grade_req: '',
    course_url: '',
    course_note: '',
  }));
  return file.programs.map((program) => {
    const requirements: ProgramRequirement[] = (program.requirements ?? []).map((requirement) => {
      if (requirement.all_of) return { category: requirement.category, kind: 'all_of', courses: requirement.all_of, credits: 0 };
      if (requirement.from) return { category: requirement.category, kind: 'from', courses: requirement.from, credits: requirement.credits ?? 0 };
      return { category: requirement.category, kind: 'credits', courses: [], credits: requirement.credits ?? 0 };
    });
    return {
      catalog: {
        university: { id: 'u', name: file.university.name, terms: file.university.terms ?? ['Fall', 'Spring'] },
        program: {
          id: program.name,
          university: 'u',
          program_name: program.name,
          degree: 'BS',
          total_credits: program.total_credits ?? 0,
          min_gpa: null,
          requirements,
        },
        courses,
      },
      start: { season: 'Fall', year: 2026 },
      creditLoad: 0,
      kept: [],
    };
  });
}
