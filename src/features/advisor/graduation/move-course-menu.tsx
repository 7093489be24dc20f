// "Move to…" on a plan course: every term the plan may use and Unscheduled, from the keyboard or a tap
// (Mantine's menu: arrows, Enter, Escape). A pinned course also offers Unpin, which lets the planner move it.
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsExchange, IconPinnedOff } from '@tabler/icons-react';
import type { PlanCourse } from '../../../data/entities/plan-course';

interface MoveCourseMenuProps {
  course: PlanCourse;
  /** The terms offered, in time order ("Spring 2027"). */
  terms: readonly string[];
  onMove(course: PlanCourse, to: string): void;
  onUnpin(course: PlanCourse): void;
}

export function MoveCourseMenu({ course, terms, onMove, onUnpin }: MoveCourseMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" keepMounted={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Move ${course.course_code} to…`}>
          <IconArrowsExchange size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>Move {course.course_code} to…</Menu.Label>
        {terms.map((term) => (
          <Menu.Item key={term} disabled={term === course.term} onClick={() => onMove(course, term)}>
            {term}
          </Menu.Item>
        ))}
        <Menu.Item disabled={course.term === ''} onClick={() => onMove(course, '')}>
          Unscheduled
        </Menu.Item>
        {course.pinned && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconPinnedOff size={16} aria-hidden="true" />} onClick={() => onUnpin(course)}>
              Unpin
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
