// String formats the API's schemas use, with the message a user sees when a value does not match.
// TypeBox passes any value whose format is unknown, so the custom ones are registered as this module loads,
// and every schema names its format through `Format.*` below so that loading is guaranteed.
import Registry from 'typebox/format';
import { isCalendarDate, isTimestamp } from '../../src/lib/calendar-dates';
import { ACADEMIC_DATES, isDateIn, isTimestampIn, rangeText, RECORDED_TIMES } from '../../src/lib/date-ranges';
import { parseTerm } from '../../src/lib/catalog/terms';
import { isWeekOf } from '../../src/lib/study/week';
// Shared with the app, which checks links and phone numbers the same way before saving them offline.
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../../src/lib/profile-rules';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from '../../src/lib/web-address';

const HTTP_URL = 'http-url';
const PHONE_NUMBER = 'phone-number';
const ACADEMIC_TERM = 'academic-term';
const WEEK_OF = 'week-of';
// What a student sends is checked against its field's range (src/lib/date-ranges.ts); the plain `date` and
// `date-time` remain for what the server writes itself.
const ACADEMIC_DATE = 'academic-date';
const ACADEMIC_DATE_TIME = 'academic-date-time';
const RECORDED_DATE_TIME = 'recorded-date-time';

export const Format = {
  date: 'date',
  dateTime: 'date-time',
  uuid: 'uuid',
  httpUrl: HTTP_URL,
  phoneNumber: PHONE_NUMBER,
  academicTerm: ACADEMIC_TERM,
  weekOf: WEEK_OF,
  /** Due dates, term dates, graduation: ACADEMIC_DATES. */
  academicDate: ACADEMIC_DATE,
  academicDateTime: ACADEMIC_DATE_TIME,
  /** When something happened on a device: RECORDED_TIMES. */
  recordedDateTime: RECORDED_DATE_TIME,
} as const;

const OFFSET_EXAMPLE = 'with its offset, e.g. 2026-12-01T23:59:00-05:00';

export const FORMAT_MESSAGES: Record<string, string> = {
  date: 'Enter a valid date in the form YYYY-MM-DD.',
  'date-time': 'Enter a valid date and time.',
  uuid: 'Must be a valid UUID.',
  [HTTP_URL]: WEB_ADDRESS_MESSAGE,
  [PHONE_NUMBER]: PHONE_NUMBER_MESSAGE,
  [ACADEMIC_TERM]: 'Enter a term like Fall 2026: Winter, Spring, Summer or Fall, and a year from 2000 to 2100.',
  [WEEK_OF]: `Enter the Monday of the week, in the form YYYY-MM-DD, ${rangeText(ACADEMIC_DATES)}.`,
  [ACADEMIC_DATE]: `Enter a date ${rangeText(ACADEMIC_DATES)}, in the form YYYY-MM-DD.`,
  [ACADEMIC_DATE_TIME]: `Enter a date and time ${rangeText(ACADEMIC_DATES)}, ${OFFSET_EXAMPLE}.`,
  [RECORDED_DATE_TIME]: `Enter a date and time ${rangeText(RECORDED_TIMES)}, ${OFFSET_EXAMPLE}.`,
};

/** The formats this API adds, by name: every schema's validator and the response serializer know them. */
export const CUSTOM_FORMATS: Record<string, (value: string) => boolean> = {
  [HTTP_URL]: isWebAddress,
  [PHONE_NUMBER]: isPhoneNumber,
  // Empty is a plan course moved to Unscheduled: in the plan, no term yet.
  [ACADEMIC_TERM]: (value) => value === '' || parseTerm(value) !== null,
  [WEEK_OF]: (value) => isWeekOf(value) && isDateIn(ACADEMIC_DATES, value),
  [ACADEMIC_DATE]: (value) => isDateIn(ACADEMIC_DATES, value),
  [ACADEMIC_DATE_TIME]: (value) => isTimestampIn(ACADEMIC_DATES, value),
  [RECORDED_DATE_TIME]: (value) => isTimestampIn(RECORDED_TIMES, value),
};

// TypeBox's own date checks let through what cannot be stored (year 0000, a leap second, a zone suffix
// such as [Europe/Paris]); these replace them for every schema, including the other domains' ones.
Registry.Set(Format.date, isCalendarDate);
Registry.Set(Format.dateTime, isTimestamp);
for (const [name, check] of Object.entries(CUSTOM_FORMATS)) Registry.Set(name, check);
