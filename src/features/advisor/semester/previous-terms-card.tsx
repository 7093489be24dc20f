// Previous terms: taken courses by term, newest first, each with its grade to record, the counts taken, passed
// and failed, and the term's GPA; the cumulative GPA and credits above them.
import { Group, Stack, Text } from '@mantine/core';
import { creditText, plural } from '../../../lib/count-words';
import type { GradingScale } from '../../../lib/grades/grading-scale';
import type { DegreeProgress } from '../../../lib/progress/degree-progress';
import type { PlanCourse } from '../../../lib/plan';
import { GradeSelect } from './grade-select';
import type { PreviousTerm } from './semester-progress';
import { SemesterCard } from './semester-card';

interface PreviousTermsCardProps {
  terms: readonly PreviousTerm[];
  scale: GradingScale;
  /** Cumulative figures over every term and credit from elsewhere. */
  overall: DegreeProgress;
  onGrade(course: PlanCourse, grade: string | null): void;
}

const gpaText = (gpa: number | null) => (gpa === null ? 'N/A' : gpa.toFixed(2));

export function PreviousTermsCard({ terms, scale, overall, onGrade }: PreviousTermsCardProps) {
  return (
    <SemesterCard title="Previous terms">
      {terms.length === 0 ? (
        <Text c="dimmed" size="sm">
          No courses marked as taken yet.
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" aria-label="Cumulative GPA and credits">
            Cumulative GPA <b>{gpaText(overall.gpa)}</b> · {creditText(overall.takenCredits)} earned · {creditText(overall.creditsAttempted)} attempted
            {overall.creditsFromElsewhere > 0 ? ` · ${creditText(overall.creditsFromElsewhere)} from elsewhere` : ''}
          </Text>
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {terms.map((term) => (
              <Stack component="li" key={term.term || 'unknown'} gap={6} aria-label={term.term || 'Term not recorded'}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {term.term || 'Term not recorded'}
                  </Text>
                  <Text size="sm" c="dimmed" ta="right">
                    Term GPA {gpaText(term.gpa)} · {plural(term.courses, 'course', 'courses')} taken, {term.passed} passed, {term.failed} failed ·{' '}
                    {creditText(term.credits)}
                  </Text>
                </Group>
                {term.taken.map((course) => (
                  <Group key={course.id} justify="space-between" gap="xs" wrap="nowrap" pl="sm">
                    <Text size="sm" style={{ minWidth: 0 }} truncate>
                      {course.course_code}
                      {course.course_title ? ` · ${course.course_title}` : ''}
                    </Text>
                    <GradeSelect code={course.course_code} grade={course.grade} scale={scale} onChange={(grade) => onGrade(course, grade)} />
                  </Group>
                ))}
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </SemesterCard>
  );
}
