// The student's calendar as iCalendar, written with ical.js: each task with a due date as a VEVENT at its
// due time (zero length; VEVENTs are what Google, Apple and Outlook subscriptions show, VTODOs they skip),
// and the week's study blocks. UIDs are stable per task and per block, so a refresh updates in place.
import ICAL from 'ical.js';
import type { Task } from '../tasks/task-service';
import type { StudyBlock } from './study-blocks-of-week';

const DOMAIN = 'degreemate';

export function writeCalendar(tasks: Task[], blocks: StudyBlock[], now: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//DegreeMate//Study calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', 'DegreeMate');
  calendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  // RFC 7986 wants VALUE=DURATION here; ical.js writes it from the value's type, so it is not set as a
  // parameter too (that wrote it twice, which strict parsers refuse).
  const refresh = new ICAL.Property('refresh-interval');
  refresh.resetType('duration');
  refresh.setValue(ICAL.Duration.fromString('PT1H'));
  calendar.addProperty(refresh);

  for (const task of tasks) {
    if (task.due_at === null) continue;
    const due = utc(new Date(task.due_at));
    const event = newEvent(`task-${task.id}@${DOMAIN}`, utc(now));
    event.addPropertyWithValue('dtstart', due);
    event.addPropertyWithValue('dtend', due.clone());
    event.addPropertyWithValue('summary', task.status === 'complete' ? `✓ ${task.title}` : task.title);
    const description = [task.course && `Course: ${task.course}`, task.notes].filter(Boolean).join('\n\n');
    if (description) event.addPropertyWithValue('description', description);
    if (task.course) event.addPropertyWithValue('categories', task.course);
    event.addPropertyWithValue('last-modified', utc(new Date(task.updated_at)));
    event.addPropertyWithValue('sequence', task.version);
    event.addPropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(event);
  }

  for (const block of blocks) {
    const event = newEvent(`study-${block.key}@${DOMAIN}`, utc(now));
    // Floating times: a plan's "17:00" is the student's clock, and the calendar app shows it in its own zone.
    event.addPropertyWithValue('dtstart', floating(block.date, block.start));
    event.addPropertyWithValue('dtend', floating(block.date, block.end));
    event.addPropertyWithValue('summary', `Study: ${block.title}`);
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}

function newEvent(uid: string, stamp: ICAL.Time): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', uid);
  event.addPropertyWithValue('dtstamp', stamp);
  return event;
}

function floating(date: string, time: string): ICAL.Time {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false });
}

function utc(date: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(date, true);
}
