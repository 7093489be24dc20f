// Before Update plan, Modify plan or a program switch changes anything: what will move (course, from → to),
// what stays (pinned, taken, taking), what is added or removed, and the pinned courses that cannot stay and
// why. Apply stores exactly this; Cancel changes nothing.
import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { GradedCourse } from '../../../lib/grades/graded-course';
import type { PlanChanges } from '../../../lib/planning/replan';

interface ReplanDialogProps {
  /** Null: closed. */
  changes: PlanChanges | null;
  title: string;
  applying: boolean;
  onApply(): void;
  onCancel(): void;
}

const why = (course: GradedCourse) => (course.status === 'planned' ? 'pinned' : course.status);
const termText = (term: string) => term || 'Unscheduled';

export function ReplanDialog({ changes, title, applying, onApply, onCancel }: ReplanDialogProps) {
  return (
    <Modal opened={changes !== null} onClose={onCancel} title={title} centered size="lg">
      {changes && (
        <Stack gap="sm">
          {changes.notFit.length > 0 && (
            <Alert color="orange" variant="light" title="Cannot stay where they are">
              <List size="sm">
                {changes.notFit.map(({ course, reason }) => (
                  <List.Item key={`${course.courseCode}|${course.term}`}>
                    {course.courseCode}: {reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Section title={`Will move (${changes.moves.length})`} empty="Nothing moves.">
            {changes.moves.map((move) => (
              <List.Item key={`${move.courseCode}|${move.from}`}>
                {move.courseCode}: {termText(move.from)} → {move.to}
              </List.Item>
            ))}
          </Section>
          {changes.added.length > 0 && (
            <Section title={`Will be added (${changes.added.length})`}>
              {changes.added.map((item) => (
                <List.Item key={`${item.courseCode}|${item.term}`}>
                  {item.courseCode}: {item.term}
                </List.Item>
              ))}
            </Section>
          )}
          {changes.removed.length > 0 && (
            <Section title={`No longer needed, removed (${changes.removed.length})`}>
              {changes.removed.map((course) => (
                <List.Item key={`${course.courseCode}|${course.term}`}>{course.courseCode}</List.Item>
              ))}
            </Section>
          )}
          <Section title={`Stay where they are (${changes.stay.length})`} empty="Nothing stays.">
            {changes.stay.map((course) => (
              <List.Item key={`${course.courseCode}|${course.term}|${course.status}`}>
                {course.courseCode}: {termText(course.term)} ({why(course)})
              </List.Item>
            ))}
          </Section>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} disabled={applying}>
              Cancel
            </Button>
            <Button onClick={onApply} loading={applying}>
              Apply changes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Section({ title, empty, children }: { title: string; empty?: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title}>
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      {children.length > 0 ? (
        <List size="sm">{children}</List>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </section>
  );
}
