// The course detail opened from a course code in the Upcoming Classes table.
import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { formatCredits } from './graduation-plan-summary';

export function CourseDetailModal({ course, onClose }: { course: PlanCourse | null; onClose(): void }) {
  return (
    <Modal opened={course !== null} onClose={onClose} title={course?.course_code ?? 'Course'} centered>
      {course && (
        <Stack gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {course.course_title || course.course_code}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            <Detail label="Course code" value={course.course_code} />
            <Detail label="Credits" value={formatCredits(course.credit)} />
            <Detail label="Planned term" value={course.term || 'Not planned'} />
            <Detail label="Prerequisites" value={course.prerequisites || 'None'} />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
