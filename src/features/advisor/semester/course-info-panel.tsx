// Course Info (Semester tab): a searchable select of the program's courses and the chosen
// one in full. The selection is lifted to the tab, so My Classes' code and Info links can choose too.
import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { CatalogCourse } from '../../../lib/catalog/catalog';
import { codeKey } from '../../../lib/catalog/course-code';
import { courseLabel } from './class-choices';
import { CourseDetails } from './course-details';
import { SemesterCard } from './semester-card';

/** 'no-plan': there is no program to show courses of until a plan exists. */
export type CourseInfoStatus = 'loading' | 'ready' | 'unavailable' | 'no-plan';

interface CourseInfoPanelProps {
  status: CourseInfoStatus;
  courses: readonly CatalogCourse[];
  /** A course code, as the catalogue or the plan spells it. */
  selected: string | null;
  onSelect(code: string | null): void;
  /** Why the catalogue is unavailable, in the catalogue hook's words, when it has some. */
  unavailableText?: string;
}

export function CourseInfoPanel({ status, courses, selected, onSelect, unavailableText }: CourseInfoPanelProps) {
  const options = useMemo(() => courses.map((course) => ({ value: course.course_code, label: courseLabel(course) })), [courses]);
  const chosen = selected === null ? undefined : courses.find((course) => codeKey(course.course_code) === codeKey(selected));
  return (
    <SemesterCard title="Course Info" id="course-info">
      <Stack gap="md">
        {status === 'loading' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading the course catalogue…
            </Text>
          </Group>
        )}
        {status === 'unavailable' && (
          <Text size="sm" c="dimmed">
            {unavailableText ??
              'The course catalogue is not on this device yet and cannot be fetched offline. Connect once and it will be kept for offline use.'}
          </Text>
        )}
        {status === 'no-plan' && (
          <Text size="sm" c="dimmed">
            Course details appear once you have a graduation plan for your program.
          </Text>
        )}
        {status === 'ready' && (
          <>
            <Select
              label="Course"
              placeholder="Search by code or title"
              data={options}
              value={chosen?.course_code ?? null}
              onChange={onSelect}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': 'Clear course' }}
              nothingFoundMessage="No course matches"
              maxDropdownHeight={280}
              comboboxProps={{ withinPortal: true }}
            />
            {chosen && <CourseDetails course={chosen} />}
            {!chosen && selected !== null && (
              <Text size="sm" c="dimmed">
                {selected} is not in your program&rsquo;s catalogue.
              </Text>
            )}
            {selected === null && (
              <Text size="sm" c="dimmed">
                Select a course to view details
              </Text>
            )}
          </>
        )}
      </Stack>
    </SemesterCard>
  );
}
