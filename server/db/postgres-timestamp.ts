// PostgreSQL writes a timestamptz as '0049-03-01 00:00:00+00' (a space, not a T; an offset of hours only, or
// with seconds in a zone's local mean time: '+00:17:30'; ' BC' after year 1 BC). Both drivers hand that text to
// `new Date`, whose fallback parser reads years below 100 as two-digit years (0049 → 2049, 0050 → 1950,
// 0001-06-15 → 2015-01-06). Parsed field by field here instead, the instant comes back exactly.

const TIMESTAMP = /^(\d{4,})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d+)?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?( BC)?$/;

/** The instant PostgreSQL's text for a timestamptz names; an Invalid Date for 'infinity' and the like. */
export function parsePostgresTimestamp(text: string): Date {
  const match = TIMESTAMP.exec(text);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hours, minutes, seconds, fraction, sign, offsetHours, offsetMinutes, offsetSeconds, bc] = match;
  const instant = new Date(0);
  // setUTCFullYear, not Date.UTC, which maps years 0–99 to 1900–1999. Year 1 BC is ISO year 0.
  instant.setUTCFullYear(bc ? 1 - Number(year) : Number(year), Number(month) - 1, Number(day));
  // Milliseconds, the most a Date keeps (PostgreSQL keeps microseconds), cut from the digits: no float rounding.
  const milliseconds = Number((fraction ?? '.').slice(1, 4).padEnd(3, '0'));
  instant.setUTCHours(Number(hours), Number(minutes), Number(seconds), milliseconds);
  const offset = (Number(offsetHours) * 3600 + Number(offsetMinutes ?? 0) * 60 + Number(offsetSeconds ?? 0)) * 1000;
  return new Date(instant.getTime() - (sign === '-' ? -offset : offset));
}

/** The same instant as text `new Date` reads right (RFC 3339, UTC), for the drivers that hand on strings. */
export function postgresTimestampAsIso(text: string): string {
  const instant = parsePostgresTimestamp(text);
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}
