// My Classes: the plan's courses marked taking. The code and Info open Course Info, Edit opens
// the Edit Planned Course modal, Study goes to the Weekly screen with the course preselected.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBook2, IconInfoCircle, IconPencil, IconPlus } from '@tabler/icons-react';
import type { PlanCourse } from '../../../lib/plan';
import { ButtonLink } from '../../../ui/router-links';
import { creditText } from '../../../lib/count-words';
import { SemesterCard } from './semester-card';

interface MyClassesCardProps {
  courses: readonly PlanCourse[];
  onAdd(): void;
  onInfo(course: PlanCourse): void;
  onEdit(course: PlanCourse): void;
}

export function MyClassesCard({ courses, onAdd, onInfo, onEdit }: MyClassesCardProps) {
  const addButton = (
    <Button size="compact-md" radius="xl" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
      Add Class
    </Button>
  );
  return (
    <SemesterCard title="My Classes" id="my-classes" action={addButton}>
      {courses.length === 0 ? (
        <Text c="dimmed">No classes marked as &quot;Taking&quot;</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {courses.map((course, index) => (
            <Group
              component="li"
              key={course.id}
              justify="space-between"
              gap="xs"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              aria-label={course.course_code}
            >
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Anchor component="button" type="button" fw={700} ta="left" onClick={() => onInfo(course)}>
                  {course.course_code}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[course.course_title, creditText(course.credit), course.term].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <ButtonLink
                  to="/study/weekly"
                  search={{ course: course.course_code }}
                  size="compact-sm"
                  variant="light"
                  radius="xl"
                  leftSection={<IconBook2 size={14} aria-hidden="true" />}
                  aria-label={`Study ${course.course_code}`}
                >
                  Study
                </ButtonLink>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="gray"
                  radius="xl"
                  leftSection={<IconInfoCircle size={14} aria-hidden="true" />}
                  aria-label={`Info on ${course.course_code}`}
                  onClick={() => onInfo(course)}
                >
                  Info
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="gray"
                  radius="xl"
                  leftSection={<IconPencil size={14} aria-hidden="true" />}
                  aria-label={`Edit ${course.course_code}`}
                  onClick={() => onEdit(course)}
                >
                  Edit
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </SemesterCard>
  );
}
