// Times of day as minutes since midnight and as 'HH:MM', shared by the scheduler and the table reader.

/** 0–1440 minutes as 'HH:MM' ('24:00' for the end of the day). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'H:MM' or 'HH:MM' (00:00–24:00), with an optional am/pm, as minutes since midnight; undefined otherwise. */
export function minutesOf(text: string): number | undefined {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.toLowerCase()[0];
  if (match[2] === undefined && !meridiem) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}
