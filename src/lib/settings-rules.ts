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
