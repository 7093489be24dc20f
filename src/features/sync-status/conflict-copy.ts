// What each conflict says and what its buttons are called (sync-records.ts explains the kinds).
import type { Conflict } from '../../data/sync/sync-records';
import { fieldName } from './field-names';

const MAX_VALUE_LENGTH = 60;

/** A replaced value as the student would recognise it: text quoted and shortened, blanks named. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? '“yes”' : '“no”';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  const short = text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…` : text;
  return `“${short}”`;
}

export function conflictText(conflict: Conflict): string {
  switch (conflict.kind) {
    case 'replaced':
      return `Replaced a change made on another device: ${fieldName(conflict.field ?? '')} was ${valueText(conflict.replaced)}.`;
    case 'delete-refused':
      return `“${conflict.label}” was changed on another device, so it wasn’t deleted.`;
    case 'edit-of-deleted':
      return `“${conflict.label}” was deleted on another device after you changed it.`;
  }
}

export interface ConflictActions {
  restore: { text: string; label: string; hint: string };
  dismissLabel: string;
}

/** The buttons' visible texts, accessible names (unique per row) and titles. */
export function conflictActions(conflict: Conflict): ConflictActions {
  const what = conflict.kind === 'replaced' ? `${fieldName(conflict.field ?? '')} of ${conflict.label}` : conflict.label;
  const dismissLabel = `Dismiss conflict about ${what}`;
  switch (conflict.kind) {
    case 'replaced':
      return { restore: { text: 'Restore', label: `Restore ${what}`, hint: 'Put the other device’s value back.' }, dismissLabel };
    case 'delete-refused':
      return { restore: { text: 'Delete anyway', label: `Delete ${what} anyway`, hint: 'Delete it, with the other device’s changes.' }, dismissLabel };
    case 'edit-of-deleted':
      return { restore: { text: 'Restore', label: `Restore ${what}`, hint: 'Add it back as a new item, with your changes.' }, dismissLabel };
  }
}
