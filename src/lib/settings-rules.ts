// The student's preferences: their allowed values and limits, shared by the API's checks and the
// Settings screens, which check the same way before saving offline.

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** What a student sets (the API adds updated_at and version): one shape for the server and the device. */
export interface SettingsFields {
  theme: ThemeChoice;
  large_text: boolean;
  email_reminders: boolean;
  push_announcements: boolean;
  weekly_report: boolean;
  weekly_study_hours: number;
  /** An IANA zone name. */
  time_zone: string;
  personal_notes: string;
  /** The daily study window, 'HH:MM': weekly plans place nothing before the earliest or after the latest. */
  earliest_study_time: string;
  latest_study_time: string;
}

export type SettingsChanges = Partial<SettingsFields>;

export const SETTINGS_LIMITS = {
  weeklyStudyHoursMin: 1,
  weeklyStudyHoursMax: 80,
  personalNotes: 2000,
  timeZone: 64,
} as const;

export const WEEKLY_STUDY_HOURS_MESSAGE = `Enter a whole number of hours from ${SETTINGS_LIMITS.weeklyStudyHoursMin} to ${SETTINGS_LIMITS.weeklyStudyHoursMax}.`;
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, such as Europe/Paris or America/New_York.';
export const THEME_MESSAGE = 'Choose System, Light or Dark.';

export const DEFAULT_STUDY_WINDOW = { earliest: '08:00', latest: '22:00' } as const;
export const STUDY_TIME_MESSAGE = 'Enter a time as HH:MM, from 00:00 to 23:59.';
export const STUDY_WINDOW_MESSAGE = 'The latest study time must be after the earliest.';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The study window's problems, by field: each time's form, then the latest after the earliest. Checked
 * on the window as it will be stored (a change merged onto the settings), by the API and the screen alike.
 */
export function studyWindowErrors(window: Pick<SettingsFields, 'earliest_study_time' | 'latest_study_time'>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const earliestOk = CLOCK.test(window.earliest_study_time);
  const latestOk = CLOCK.test(window.latest_study_time);
  if (!earliestOk) errors.earliest_study_time = [STUDY_TIME_MESSAGE];
  if (!latestOk) errors.latest_study_time = [STUDY_TIME_MESSAGE];
  // Zero-padded 24-hour times compare as text.
  else if (earliestOk && window.latest_study_time <= window.earliest_study_time) errors.latest_study_time = [STUDY_WINDOW_MESSAGE];
  return errors;
}

/** An IANA zone name this runtime knows ("UTC", "Europe/Paris"); never a fixed offset such as "+02:00". */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > SETTINGS_LIMITS.timeZone || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
