// One study block in the calendar: dragged by its body (mouse, or a long press on touch), resized by the
// handle at its end, ticked off with its Done box, and moved from the keyboard while focused (the calendar
// handles the keys). While a drag or a keyboard move is under way it is drawn where it would land.
import { useDraggable } from '@dnd-kit/core';
import { IconBook, IconCheck, IconGripHorizontal } from '@tabler/icons-react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { clockTime } from '../../../lib/study/clock-time';
import type { StudyItem } from './calendar-week-items';
import classes from './study-calendar.module.css';

interface StudyBlockProps {
  item: StudyItem;
  label: string;
  style: CSSProperties;
  /** Picked up from the keyboard. */
  lifted: boolean;
  /** Pixels per minute, to draw a resize while its handle is dragged. */
  scale: number;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onOpen(): void;
  onDone(done: boolean): void;
  onBlur(): void;
}

export function CalendarStudyBlock({ item, label, style, lifted, scale, onKeyDown, onOpen, onDone, onBlur }: StudyBlockProps) {
  const move = useDraggable({ id: `move:${item.key}` });
  const resize = useDraggable({ id: `resize:${item.key}` });
  const moved = move.transform ? { transform: `translate3d(${move.transform.x}px, ${move.transform.y}px, 0)`, zIndex: 3 } : {};
  const height = resize.transform ? { height: `max(${15 * scale}px, calc(${String(style.height)} + ${resize.transform.y}px))`, zIndex: 3 } : {};
  return (
    <li
      className={`${classes.item} ${classes.study} ${item.done ? classes.done : ''} ${lifted || move.isDragging ? classes.lifted : ''}`}
      style={{ ...style, ...moved, ...height }}
      data-kind="study"
    >
      <div
        ref={move.setNodeRef}
        {...move.listeners}
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-describedby="calendar-keys-help"
        aria-pressed={lifted}
        className={classes.studyBody}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={onOpen}
      >
        <span className={classes.kind}>
          {item.done ? <IconCheck size={14} aria-hidden="true" /> : <IconBook size={14} aria-hidden="true" />}
          {item.done ? 'Done' : 'Study'}
          <span className={classes.time}>
            {clockTime(item.start)}–{clockTime(item.end)}
          </span>
        </span>
        <span className={classes.title}>{item.focus || 'Study block'}</span>
        {item.course && <span className={classes.meta}>{item.course}</span>}
      </div>
      <label className={classes.doneBox}>
        <input
          type="checkbox"
          checked={item.done}
          onChange={(event) => onDone(event.currentTarget.checked)}
          aria-label={`Done: ${item.focus || 'Study block'}, ${clockTime(item.start)}`}
        />
      </label>
      {/* The keyboard resizes with Shift+arrows on the block, so the handle is for pointers only (data-pointer-handle: the phone walks still measure it as a touch target). */}
      <div ref={resize.setNodeRef} {...resize.listeners} className={classes.resize} aria-hidden="true" title="Drag to change when it ends" data-pointer-handle>
        <IconGripHorizontal size={14} />
      </div>
    </li>
  );
}
