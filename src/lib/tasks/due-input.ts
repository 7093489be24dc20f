// The due date-time field: a `datetime-local` value (the device's wall clock) to and from the API's
// ISO date-time with the student's offset, e.g. 2026-11-24T23:30:00-05:00.
const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as an ISO date-time with the device's own offset (not Z), seconds included. */
function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  // Four digits for the year, as RFC 3339 has it: year 49 is 0049, not 49.
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** '2026-11-24T23:30' → the ISO date-time; '' → null; nonsense → undefined. */
export function fromLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  if (!Number.isFinite(date.getTime()) || date.getFullYear() < 1 || date.getFullYear() > 9999) return undefined;
  return isoWithOffset(date);
}

/** The ISO date-time as a `datetime-local` value on this device; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return '';
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
