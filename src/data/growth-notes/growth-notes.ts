// The Achievement tab's personal growth notes live in the account's settings (personal_notes), so they
// follow the student to every device. Notes written before that were kept on one device only, in the
// growthNotes table: the first time the tab opens they are folded into the settings (dated, oldest
// first) and the table is emptied, through the outbox like any settings change.
import { SETTINGS_LIMITS } from '../../lib/settings-rules';
import type { AppDatabase } from '../app-database';
import type { Settings, SettingsChanges } from '../entities/settings';
import type { SingletonRepository } from '../repositories/singleton-repository';

/** A note of the device-only table (Dexie version 4). */
export interface GrowthNote {
  id: string;
  text: string;
  /** ms since epoch */
  createdAt: number;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export async function moveDeviceNotesToSettings(db: AppDatabase, settings: SingletonRepository<Settings, SettingsChanges>): Promise<void> {
  const notes = await db.growthNotes.orderBy('createdAt').toArray();
  if (notes.length === 0) return;
  const current = (await settings.get())?.personal_notes ?? '';
  const moved = notes.map((note) => `${dateFormat.format(new Date(note.createdAt))}: ${note.text}`);
  const merged = [current.trim(), ...moved].filter(Boolean).join('\n\n').slice(0, SETTINGS_LIMITS.personalNotes);
  await settings.save({ personal_notes: merged });
  await db.growthNotes.clear();
}
