// The student's preferences: a synced singleton like the profile, entity `settings`.
import type { SingletonDescriptor } from './entity-descriptor';
import { DEFAULT_STUDY_WINDOW, type SettingsChanges, type SettingsFields } from '../../lib/settings-rules';

/** The device's copy: updated_at and version are absent until the server has answered once. */
export interface Settings extends SettingsFields {
  updated_at?: string;
  version?: number;
}

export type { SettingsChanges };

export const settingsDescriptor: SingletonDescriptor<Settings, SettingsChanges> & { name: 'settings' } = {
  name: 'settings',
  kind: 'singleton',
  wireName: 'settings',
  endpoints: { resource: '/api/account/settings/' },
  fields: ['theme', 'large_text', 'email_reminders', 'push_announcements', 'weekly_report', 'weekly_study_hours', 'time_zone', 'personal_notes', 'earliest_study_time', 'latest_study_time'],
  // What the server creates on first read; used when the student saves before the first pull.
  defaults: {
    theme: 'system',
    large_text: false,
    email_reminders: false,
    push_announcements: false,
    weekly_report: false,
    weekly_study_hours: 14,
    time_zone: 'UTC',
    personal_notes: '',
    earliest_study_time: DEFAULT_STUDY_WINDOW.earliest,
    latest_study_time: DEFAULT_STUDY_WINDOW.latest,
  },
  // The server always sends the theme (server/account/settings-schemas.ts); an error object does not.
  isRecord: (json) => typeof json.theme === 'string' && typeof json.large_text === 'boolean',
  noun: 'settings',
  label: () => 'Your settings',
};
