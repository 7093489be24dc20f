// The calendar's items that do not move: a class meeting and a task's deadline, each saying its kind in
// an icon and a word (and a border style of its own), and a day's heading.
import { IconFlag, IconSchool } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { clockTime } from '../../../lib/study/clock-time';
import { DAY_NAMES } from '../../../lib/study/week';
import type { ClassItem, DeadlineItem } from './calendar-week-items';
import classes from './study-calendar.module.css';

export function CalendarStaticItem({ item, label, style }: { item: ClassItem | DeadlineItem; label: string; style?: CSSProperties }) {
  const timed = style !== undefined;
  if (item.kind === 'class') {
    return (
      <li className={`${classes.item} ${classes.class}`} style={style} aria-label={label} data-kind="class">
        <span className={classes.kind}>
          <IconSchool size={14} aria-hidden="true" />
          Class
          <span className={classes.time}>
            {clockTime(item.start)}–{clockTime(item.end)}
          </span>
        </span>
        <span className={classes.title}>{item.course}</span>
        {item.location && <span className={classes.meta}>{item.location}</span>}
      </li>
    );
  }
  return (
    <li className={`${timed ? classes.item : classes.allDayItem} ${classes.deadline}`} style={style} aria-label={label} data-kind="deadline">
      <span className={classes.kind}>
        <IconFlag size={14} aria-hidden="true" />
        Due {item.allDay ? 'all day' : clockTime(item.dueMinute)}
      </span>
      <span className={classes.title}>{item.title}</span>
    </li>
  );
}

export function CalendarDayHeader({ date, day, isToday, long = false }: { date: string; day: number; isToday: boolean; long?: boolean }) {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  const text = new Date(year!, month! - 1, dayOfMonth!, 12).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  const name = long ? DAY_NAMES[day]! : DAY_NAMES[day]!.slice(0, 3);
  return (
    <div className={`${classes.dayHead} ${isToday ? classes.today : ''}`} aria-current={isToday ? 'date' : undefined}>
      <span className={classes.dayName}>{name}</span> <span>{text}</span>
      {isToday && <span className={classes.todayMark}> · today</span>}
    </div>
  );
}
