// Upcoming Classes: the plan's courses in time order, six unless expanded. The status select
// saves at once (local first); a course whose prerequisite, corequisite or offering is broken says why
// right under its row, in text, not only in colour. On a phone each course shows as a card (the CSS module).
import { ActionIcon, Anchor, Group, NativeSelect, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPin, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { PlanCourseStatus } from '../../../lib/plan';
import type { PlanInsight } from '../../../lib/planning/plan-types';
import { WaitingToSync } from '../../../ui/waiting-to-sync';
import { isPlanCourseStatus, STATUS_OPTIONS } from './graduation-course-status';
import { formatCredits } from './graduation-plan-summary';
import classes from './upcoming-classes-table.module.css';

/** Rows shown while collapsed. */
export const COLLAPSED_ROWS = 6;

interface UpcomingClassesTableProps {
  courses: PlanCourse[];
  issues?: Map<string, PlanInsight[]>;
  expanded: boolean;
  /** Ids of courses with changes not on the server yet. */
  pending?: ReadonlySet<string>;
  onOpen(course: PlanCourse): void;
  onEdit(course: PlanCourse): void;
  onDelete(course: PlanCourse): void;
  onStatus(course: PlanCourse, status: PlanCourseStatus): void;
  /** A course's Move to… control, beside Edit and Delete. */
  renderMove?(course: PlanCourse): ReactNode;
  /** A course's drag grip, before its code. */
  renderHandle?(course: PlanCourse): ReactNode;
}

export function UpcomingClassesTable({
  courses,
  issues,
  expanded,
  pending,
  onOpen,
  onEdit,
  onDelete,
  onStatus,
  renderMove,
  renderHandle,
}: UpcomingClassesTableProps) {
  const shown = expanded ? courses : courses.slice(0, COLLAPSED_ROWS);
  if (!courses.length) return <Text c="dimmed">No courses in your plan yet. Add one with Add course.</Text>;
  return (
    <Table.ScrollContainer minWidth={600} className={classes.scroll}>
      <Table verticalSpacing="xs" aria-label="Upcoming classes" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Course Code</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Term</Table.Th>
            <Table.Th>Pre-req</Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((course) => {
            const found = issues?.get(course.id) ?? [];
            return (
              <Fragment key={course.id}>
                <Table.Tr data-course={course.course_code} className={classes.course} style={found.length ? { borderBottom: 'none' } : undefined}>
                  <Table.Td className={classes.code}>
                    <Group gap={4} wrap="nowrap">
                      {renderHandle?.(course)}
                      {found.length > 0 && <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-label="Has a problem" />}
                      <Anchor component="button" type="button" fw={600} onClick={() => onOpen(course)} data-touch-target style={{ whiteSpace: 'nowrap' }}>
                        {course.course_code}
                      </Anchor>
                    </Group>
                    <WaitingToSync pending={pending?.has(course.id) ?? false} />
                  </Table.Td>
                  <Table.Td ta="right" className={classes.credit}>
                    {formatCredits(course.credit)}
                    <span className={classes.unit}>{course.credit === 1 ? ' credit' : ' credits'}</span>
                  </Table.Td>
                  <Table.Td className={classes.status}>
                    <NativeSelect
                      size="xs"
                      aria-label={`Status of ${course.course_code}`}
                      data={STATUS_OPTIONS}
                      value={course.status}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        if (isPlanCourseStatus(value)) onStatus(course, value);
                      }}
                      w={104}
                    />
                  </Table.Td>
                  <Table.Td className={classes.term} data-label="Term" style={{ whiteSpace: 'nowrap' }}>
                    {course.term || 'Unscheduled'}
                    {course.pinned && <IconPin size={14} aria-label="Pinned" style={{ marginLeft: 4, verticalAlign: 'middle' }} />}
                  </Table.Td>
                  <Table.Td maw={220} className={classes.prereq} data-label="Pre-req">
                    <Text size="sm" lineClamp={2} title={course.prerequisites || undefined}>
                      {course.prerequisites || 'None'}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.actions}>
                    <Group gap="xs" wrap="nowrap">
                      {renderMove?.(course)}
                      <ActionIcon variant="subtle" onClick={() => onEdit(course)} aria-label={`Edit ${course.course_code}`}>
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" onClick={() => onDelete(course)} aria-label={`Delete ${course.course_code}`}>
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {found.length > 0 && (
                  <Table.Tr className={classes.issues}>
                    <Table.Td colSpan={6} pt={0}>
                      {/* Sticky: on a phone the table scrolls sideways, the reason stays in view. */}
                      <div style={{ position: 'sticky', left: 0, maxWidth: 'min(100%, calc(100vw - 5rem))' }}>
                        {found.map((issue, index) => (
                          <Text
                            key={index}
                            size="xs"
                            style={{ overflowWrap: 'anywhere', color: 'var(--mantine-color-orange-light-color)' }}
                            data-issue={issue.kind}
                          >
                            {issue.message}
                          </Text>
                        ))}
                      </div>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
