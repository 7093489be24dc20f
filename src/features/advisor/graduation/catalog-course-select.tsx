// Choosing a course of the program's catalogue for the plan (Add course, Credit from elsewhere): searchable by
// code or title, and never offering one the plan already holds.
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { codeKey } from '../../../lib/catalog/course-code';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';

type CatalogCourse = ProgramCatalog['courses'][number];

/** The catalogue's courses not yet in the plan; `exceptId` is the plan course being edited, whose own course stays on offer. */
export function useCoursesNotInPlan(catalog: ProgramCatalog | null | undefined, courses: readonly PlanCourse[], exceptId?: string): CatalogCourse[] {
  return useMemo(() => {
    const inPlan = new Set(courses.filter((course) => course.id !== exceptId).map((course) => codeKey(course.course_code)));
    return (catalog?.courses ?? []).filter((course) => !inPlan.has(codeKey(course.course_code)));
  }, [catalog, courses, exceptId]);
}

interface CatalogCourseSelectProps {
  choices: readonly CatalogCourse[];
  /** Without it (still downloading, or offline before the first download) the field is disabled. */
  available: boolean;
  value: string | null;
  onChange(id: string | null): void;
  error?: string | undefined;
}

export function CatalogCourseSelect({ choices, available, value, onChange, error }: CatalogCourseSelectProps) {
  return (
    <Select
      label="Course"
      placeholder={available ? 'Search by code or title' : 'Catalogue not available'}
      data={choices.map((course) => ({ value: course.id, label: `${course.course_code} — ${course.course_title}` }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No course matches, or it is already in your plan"
      disabled={!available}
      error={error}
      required
    />
  );
}
