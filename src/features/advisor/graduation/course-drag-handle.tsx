// The grip a mouse or a finger drags a plan course by (a long press on touch). Hidden from assistive
// technology: the keyboard moves a course with its Move to… menu, so there is no second, keyboard drag
// (data-pointer-handle: the phone walks still measure it as a touch target).
import { useDraggable } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import classes from './term-drag.module.css';

export function CourseDragHandle({ course }: { course: PlanCourse }) {
  const { setNodeRef, listeners } = useDraggable({ id: course.id });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      className={classes.handle}
      aria-hidden="true"
      title={`Drag ${course.course_code} to another term`}
      data-pointer-handle
      data-drag-course={course.course_code}
      // A long press would otherwise open the phone's context menu over the drag.
      onContextMenu={(event) => event.preventDefault()}
    >
      <IconGripVertical size={18} />
    </div>
  );
}
