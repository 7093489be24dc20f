// Dragging plan courses between terms with the mouse or a finger: the drop goes through the Move to… menu's
// own path (usePlanMoves: checked, refused with its reasons or stored pinned through the outbox), so a drag
// and the menu can never disagree. The sensors are the Weekly calendar's: a mouse drags after 4 px, a finger
// after a still press of 250 ms, so a swipe still scrolls the phone.
import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { restrictToWindowEdges } from '@dnd-kit/modifiers';
import { IconGripVertical } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { TermDropTray, termOfTarget } from './term-drop-tray';
import classes from './term-drag.module.css';

interface PlanTermDragProps {
  courses: readonly PlanCourse[];
  /** The terms a course may move to, as the menu lists them. */
  terms: readonly string[];
  onMove(course: PlanCourse, to: string): void;
  children: ReactNode;
}

// The move's result is announced by the plan's own alert (the menu's words), not by dnd-kit.
const SILENT = {
  onDragStart: () => undefined,
  onDragMove: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

export function PlanTermDrag({ courses, terms, onMove, children }: PlanTermDragProps) {
  const [dragged, setDragged] = useState<PlanCourse | null>(null);
  // The term under the pointer, named in words too: the lifted course covers part of its target.
  const [over, setOver] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragStart = ({ active }: DragStartEvent) => setDragged(courses.find((course) => course.id === active.id) ?? null);
  const stop = () => {
    setDragged(null);
    setOver(null);
  };
  const onDragEnd = ({ active, over: target }: DragEndEvent) => {
    stop();
    const course = courses.find((candidate) => candidate.id === active.id);
    const to = termOfTarget(target?.id);
    if (course && to !== null && to !== course.term) onMove(course, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      // The targets are fixed to the screen: nothing needs scrolling, and a scroll under the finger would only
      // move the table away.
      autoScroll={false}
      // The targets appear only once a drag has begun: measured as they arrive.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragOver={({ over: target }) => setOver(termOfTarget(target?.id))}
      onDragEnd={onDragEnd}
      onDragCancel={stop}
      accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: '' } }}
    >
      {children}
      {dragged && <TermDropTray code={dragged.course_code} from={dragged.term} terms={terms} over={over} />}
      {/* Kept on the screen: on a phone, a label lifted from the grip near the right edge would run past it. */}
      <DragOverlay dropAnimation={null} modifiers={[restrictToWindowEdges]}>
        {dragged && (
          <span className={classes.lifted} aria-hidden="true" data-testid="lifted-course">
            <IconGripVertical size={16} />
            {dragged.course_code}
          </span>
        )}
      </DragOverlay>
    </DndContext>
  );
}
