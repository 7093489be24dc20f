// The student's preferences as a synced singleton: /api/account/settings/, entity `settings` in the feed and the batch.
import type { SingletonEntity } from '../sync/entity';
import { SettingsChangesSchema, SettingsSchema } from './settings-schemas';
import { readSettings, readSettingsByIds, SETTINGS, updateSettings, type Settings, type SettingsChanges } from './settings-service';

export const settingsEntity: SingletonEntity<Settings> = {
  kind: 'singleton',
  name: SETTINGS,
  tag: 'settings',
  path: '/account/settings/',
  schemas: { record: SettingsSchema, update: SettingsChangesSchema },
  get: readSettings,
  read: readSettingsByIds,
  update: (tx, ownerSub, body, expected) => updateSettings(tx, ownerSub, body as SettingsChanges, expected),
};
