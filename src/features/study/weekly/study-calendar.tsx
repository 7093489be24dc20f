// Weekly Calendar: the chosen week's classes, study blocks and deadlines on a time grid, seven days side by
// side on wider screens and one day at a time on a phone (buttons and a swipe change the day). A study
// block moves by drag (mouse, or a long press on touch) or from the keyboard, resizes by its end, and is
// ticked off; every change is checked (block-moves.ts) and, when allowed, written into its plan.
import { DndContext, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import { MOVE_STEP, movedSpan, placementRefusal, resizedSpan, type BlockSpan, type PlacementContext } from '../../../lib/study/block-moves';
import { clockTime } from '../../../lib/study/clock-time';
import { studyWindow } from '../../../lib/study/free-time';
import { addDays, DAY_NAMES, daysBetween, mondayOf } from '../../../lib/study/week';
import type { Task } from '../../../lib/task';
import type { ClassMeeting } from '../../../lib/timetable/class-meeting';
import { followPointer, type Travel } from './pointer-travel';
import { markdownWithChange, type BlockChange } from './calendar-block-save';
import { CalendarDayHeader, CalendarStaticItem } from './calendar-items';
import { itemLabel, lanesOf, shownHours } from './calendar-layout';
import { CalendarStudyBlock } from './calendar-study-block';
import { calendarWeekItems, type CalendarItem, type DeadlineItem, type StudyItem } from './calendar-week-items';
import classes from './study-calendar.module.css';

export interface StudyCalendarProps {
  plans: readonly WeeklyPlan[];
  tasks: readonly Task[];
  classMeetings: readonly ClassMeeting[];
  /** The student's daily study window (Settings); the default one when absent. */
  dailyWindow?: { earliest: string; latest: string } | undefined;
  now: Date;
  onOpenPlan(planId: string): void;
  /** Saves a plan's new markdown (the plan's ordinary update: on the device first, synced by the outbox). */
  onChangePlan(plan: WeeklyPlan, markdown: string): Promise<void>;
}

/** Pixels per minute: a 30-minute block is a 48 px target on a phone. */
const SCALE = { day: 1.6, week: 1.1 } as const;
/** A drag lands on the quarter hour. */
const DRAG_STEP = 15;
const SWIPE_PIXELS = 60;

const dateText = (date: string, long = false) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!, 12).toLocaleDateString(
    'en-GB',
    long ? { day: 'numeric', month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' },
  );
};
const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const when = (span: BlockSpan) => `${DAY_NAMES[span.day]} ${clockTime(span.start)}–${clockTime(span.end)}`;

export function StudyCalendar({ plans, tasks, classMeetings, dailyWindow, now, onOpenPlan, onChangePlan }: StudyCalendarProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const thisWeek = mondayOf(now);
  const [weekOf, setWeekOf] = useState(thisWeek);
  const today = daysBetween(weekOf, localDate(now));
  const [shownDay, setShownDay] = useState(() => Math.min(6, Math.max(0, today)));
  const [lifted, setLifted] = useState<{ key: string; span: BlockSpan } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const layer = useRef<HTMLUListElement>(null);
  const dragged = useRef(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const pointerTravel = useRef<(() => Travel) | null>(null);

  const items = useMemo(() => calendarWeekItems(weekOf, plans, tasks, classMeetings), [weekOf, plans, tasks, classMeetings]);
  const studyHours = studyWindow(dailyWindow);
  const [firstMinute, lastMinute] = shownHours(studyHours, items);
  const scale = wide ? SCALE.week : SCALE.day;
  const days = wide ? [0, 1, 2, 3, 4, 5, 6] : [shownDay];
  const timed = items.filter((item) => !(item.kind === 'deadline' && item.allDay));
  const allDay = items.filter((item): item is DeadlineItem => item.kind === 'deadline' && item.allDay);
  const drawn = timed.map((item): CalendarItem => (lifted && item.key === lifted.key ? ({ ...item, ...lifted.span } as CalendarItem) : item));
  const lanes = lanesOf(drawn.filter((item) => days.includes(item.day)));
  const studyItems = items.filter((item): item is StudyItem => item.kind === 'study');

  const context = (key: string): PlacementContext => ({
    window: studyHours,
    classes: items.filter((item) => item.kind === 'class').map((item) => ({ day: item.day, start: item.start, end: item.end, label: item.course })),
    blocks: studyItems
      .filter((item) => item.key !== key)
      .map((item) => ({ day: item.day, start: item.start, end: item.end, label: item.focus || 'Study block' })),
    now: { day: today, minute: now.getHours() * 60 + now.getMinutes() },
  });

  const announce = (text: string) => setAnnouncement(text);
  const save = (item: StudyItem, change: BlockChange, done: string) => {
    const plan = plans.find((candidate) => candidate.id === item.planId);
    const markdown = plan && markdownWithChange(plan, item.index, change);
    if (!plan || markdown === undefined) return;
    onChangePlan(plan, markdown).then(
      () => announce(done),
      () => setRefusal('The change could not be saved on this device. Try again.'),
    );
  };
  /** Places `item` at `span` when the rules allow it; else says why and leaves it where it was. */
  const place = (item: StudyItem, span: BlockSpan, kind: 'move' | 'resize') => {
    if (span.day === item.day && span.start === item.start && span.end === item.end) return;
    const reason = placementRefusal(span, context(item.key), kind);
    const name = item.focus || 'Study block';
    if (reason) {
      setRefusal(`Not ${kind === 'move' ? 'moved' : 'changed'}: ${reason}`);
      announce(`${name} not ${kind === 'move' ? 'moved' : 'changed'}: ${reason}`);
      return;
    }
    setRefusal(null);
    if (!wide) setShownDay(span.day);
    save(item, { span }, `${name} ${kind === 'move' ? 'moved to' : 'now'} ${when(span)}.`);
  };
  const setDone = (item: StudyItem, done: boolean) => save(item, { done }, `${item.focus || 'Study block'} marked ${done ? 'done' : 'not done'}.`);

  const onKeyDown = (item: StudyItem, event: KeyboardEvent<HTMLDivElement>) => {
    const span = lifted?.key === item.key ? lifted.span : { day: item.day, start: item.start, end: item.end };
    const step: Record<string, [number, number]> = { ArrowUp: [0, -MOVE_STEP], ArrowDown: [0, MOVE_STEP], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const name = item.focus || 'Study block';
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!lifted || lifted.key !== item.key) {
        setLifted({ key: item.key, span });
        setRefusal(null);
        announce(
          `Picked up ${name}, ${when(span)}. Arrow keys move it by 30 minutes or a day, Shift with up or down changes its end, Enter drops it, Escape cancels.`,
        );
      } else {
        setLifted(null);
        place(item, span, span.start === item.start && span.day === item.day ? 'resize' : 'move');
      }
    } else if (event.key === 'Escape' && lifted?.key === item.key) {
      event.preventDefault();
      setLifted(null);
      announce(`Move cancelled. ${name} stays at ${when({ day: item.day, start: item.start, end: item.end })}.`);
    } else if (event.key in step && event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const next = resizedSpan(span, event.key === 'ArrowUp' ? -MOVE_STEP : MOVE_STEP);
      if (lifted?.key === item.key) {
        setLifted({ key: item.key, span: next });
        announce(`${name}: ${when(next)}${hint(next, item)}`);
      } else place(item, next, 'resize');
    } else if (event.key in step && lifted?.key === item.key) {
      event.preventDefault();
      const [dayStep, minuteStep] = step[event.key]!;
      const next = movedSpan(span, dayStep, minuteStep);
      if (next.day < 0 || next.day > 6) return announce(`${name} stays in this week.`);
      setLifted({ key: item.key, span: next });
      if (!wide) setShownDay(next.day);
      announce(`${name}: ${when(next)}${hint(next, item)}`);
    }
  };
  const hint = (span: BlockSpan, item: StudyItem) => {
    const reason = placementRefusal(span, context(item.key), 'move');
    return reason ? `. Cannot go here: ${reason}` : '.';
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragStart = ({ activatorEvent }: DragStartEvent) => {
    dragged.current = true;
    setLifted(null);
    if (layer.current) pointerTravel.current = followPointer(activatorEvent, layer.current);
  };
  const stopFollowing = () => {
    const travel = pointerTravel.current?.() ?? { x: 0, y: 0 };
    pointerTravel.current = null;
    return travel;
  };
  const onDragCancel = () => {
    stopFollowing();
    dragged.current = false;
  };
  const onDragEnd = ({ active }: DragEndEvent) => {
    const delta = stopFollowing();
    const [what, key] = String(active.id).split(/:(.*)/s) as [string, string];
    const item = studyItems.find((candidate) => candidate.key === key);
    // The click that ends a drag must not also open the plan.
    setTimeout(() => (dragged.current = false), 0);
    if (!item) return;
    const minutes = Math.round(delta.y / scale / DRAG_STEP) * DRAG_STEP;
    const span = { day: item.day, start: item.start, end: item.end };
    if (what === 'resize') return place(item, resizedSpan(span, minutes), 'resize');
    const columnWidth = (layer.current?.getBoundingClientRect().width ?? 0) / days.length;
    const dayShift = wide && columnWidth > 0 ? Math.round(delta.x / columnWidth) : 0;
    place(item, movedSpan(span, dayShift, minutes), 'move');
  };

  const changeWeek = (to: string) => {
    setWeekOf(to);
    setLifted(null);
    setRefusal(null);
    const todayThere = daysBetween(to, localDate(now));
    setShownDay(todayThere >= 0 && todayThere <= 6 ? todayThere : 0);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipe.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipe.current;
    const touch = event.changedTouches[0];
    swipe.current = null;
    if (!start || !touch || dragged.current || wide) return;
    const [dx, dy] = [touch.clientX - start.x, touch.clientY - start.y];
    if (Math.abs(dx) < SWIPE_PIXELS || Math.abs(dx) < 2 * Math.abs(dy)) return;
    setShownDay((day) => Math.min(6, Math.max(0, day + (dx < 0 ? 1 : -1))));
  };

  const position = (item: CalendarItem): CSSProperties => {
    const laned = lanes.get(item.key) ?? { left: 0, width: 1 };
    const column = days.indexOf(item.day);
    const columnWidth = 100 / days.length;
    return {
      top: (item.start - firstMinute) * scale,
      height: Math.max(item.end - item.start, 15) * scale,
      left: `calc(${columnWidth * (column + laned.left)}% + 2px)`,
      width: `calc(${columnWidth * laned.width}% - 4px)`,
    };
  };
  const hours = Array.from({ length: (lastMinute - firstMinute) / 60 + 1 }, (_, index) => firstMinute + index * 60);
  const weekText = `Week of ${dateText(weekOf, true)}`;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="weekly-calendar-title" className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Title order={2} fz="lg" fw={700} id="weekly-calendar-title">
              Weekly Calendar
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {weekText}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            <Button variant="default" className={classes.navButton} aria-label="Previous week" onClick={() => changeWeek(addDays(weekOf, -7))}>
              <IconChevronLeft size={18} aria-hidden="true" />
            </Button>
            <Button variant="default" className={classes.navButton} disabled={weekOf === thisWeek} onClick={() => changeWeek(thisWeek)}>
              This week
            </Button>
            <Button variant="default" className={classes.navButton} aria-label="Next week" onClick={() => changeWeek(addDays(weekOf, 7))}>
              <IconChevronRight size={18} aria-hidden="true" />
            </Button>
          </Group>
        </Group>
        <Text id="calendar-keys-help" size="xs" c="dimmed">
          Drag a study block to move it, or its bottom edge to change its end. From the keyboard: Enter picks it up, arrow keys move it by 30 minutes or a day,
          Shift with up or down changes its end, Enter drops it, Escape cancels.
        </Text>
        {refusal && (
          <Alert
            color="red"
            variant="light"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setRefusal(null)}
            role="alert"
            title="That change was not made"
          >
            {refusal}
          </Alert>
        )}
        <div className={classes.srOnly} aria-live="assertive" data-testid="calendar-announcer">
          {announcement}
        </div>
        {!wide && (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Button
              variant="default"
              className={classes.navButton}
              aria-label="Previous day"
              disabled={shownDay === 0}
              onClick={() => setShownDay((day) => day - 1)}
            >
              <IconChevronLeft size={18} aria-hidden="true" />
            </Button>
            <CalendarDayHeader date={addDays(weekOf, shownDay)} day={shownDay} isToday={shownDay === today} long />
            <Button
              variant="default"
              className={classes.navButton}
              aria-label="Next day"
              disabled={shownDay === 6}
              onClick={() => setShownDay((day) => day + 1)}
            >
              <IconChevronRight size={18} aria-hidden="true" />
            </Button>
          </Group>
        )}
        <div className={classes.grid} style={{ '--calendar-columns': days.length } as CSSProperties} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          {wide && (
            <div className={classes.headRow}>
              {days.map((day) => (
                <CalendarDayHeader key={day} date={addDays(weekOf, day)} day={day} isToday={day === today} />
              ))}
            </div>
          )}
          <ul className={classes.allDay} aria-label="All-day deadlines">
            {days.map((day) => (
              <li key={day} className={classes.allDayCell}>
                <ul className={classes.plainList}>
                  {allDay
                    .filter((item) => item.day === day)
                    .map((item) => (
                      <CalendarStaticItem key={item.key} item={item} label={itemLabel(item)} />
                    ))}
                </ul>
              </li>
            ))}
          </ul>
          <div className={classes.body}>
            <div className={classes.hours} aria-hidden="true" style={{ height: (lastMinute - firstMinute) * scale }}>
              {hours.map((minute) => (
                <span key={minute} style={{ top: (minute - firstMinute) * scale }}>
                  {clockTime(minute)}
                </span>
              ))}
            </div>
            <DndContext
              sensors={sensors}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              onDragCancel={onDragCancel}
              accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: '' } }}
            >
              <ul
                ref={layer}
                className={classes.layer}
                aria-label={wide ? `${weekText}: classes, study blocks and deadlines` : `${DAY_NAMES[shownDay]}: classes, study blocks and deadlines`}
                style={{ height: (lastMinute - firstMinute) * scale, backgroundSize: `100% ${60 * scale}px` }}
              >
                {drawn
                  .filter((item) => days.includes(item.day))
                  .map((item) =>
                    item.kind === 'study' ? (
                      <CalendarStudyBlock
                        key={item.key}
                        item={item}
                        label={itemLabel(studyItems.find((original) => original.key === item.key) ?? item)}
                        style={position(item)}
                        lifted={lifted?.key === item.key}
                        scale={scale}
                        onKeyDown={(event) => onKeyDown(studyItems.find((original) => original.key === item.key) ?? item, event)}
                        onOpen={() => !dragged.current && !lifted && onOpenPlan(item.planId)}
                        onDone={(done) => setDone(item, done)}
                        onBlur={() => lifted?.key === item.key && setLifted(null)}
                      />
                    ) : (
                      <CalendarStaticItem key={item.key} item={item} label={itemLabel(item)} style={position(item)} />
                    ),
                  )}
              </ul>
            </DndContext>
            {today >= 0 &&
              today <= 6 &&
              days.includes(today) &&
              now.getHours() * 60 + now.getMinutes() >= firstMinute &&
              now.getHours() * 60 + now.getMinutes() <= lastMinute && (
                <div
                  className={classes.nowLine}
                  aria-hidden="true"
                  style={{
                    top: (now.getHours() * 60 + now.getMinutes() - firstMinute) * scale,
                    left: `calc(var(--hours-width) + (100% - var(--hours-width)) * ${days.indexOf(today)} / ${days.length})`,
                    width: `calc((100% - var(--hours-width)) / ${days.length})`,
                  }}
                />
              )}
          </div>
        </div>
        {!items.some((item) => item.kind === 'study') && (
          <Text c="dimmed" size="sm">
            No study blocks this week yet. Generate a plan and its blocks show here.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

// The calendar speaks for itself through its own live region, for pointer and keyboard alike.
const SILENT = {
  onDragStart: () => undefined,
  onDragMove: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
