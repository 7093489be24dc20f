// Why a change was not saved, in words a student understands: no HTTP codes, field names as the
// forms show them. Pure functions over the sync records, so every wording is tested on its own.
import type { HeldChange } from '../../data/sync/sync-status';
import type { DeadLetter, OutboxEntry, OutboxOp } from '../../data/sync/sync-records';
import { fieldName } from './field-names';

const verbs: Record<OutboxOp, string> = { create: 'Adding', update: 'Changing', delete: 'Deleting' };

/** "Adding “Syllabus”": what the change was. */
export function changeText(op: OutboxOp, label: string): string {
  return `${verbs[op]} “${label}”`;
}

// The engine's own wordings (src/data/sync/entry-failures.ts, outbox-format.ts): already for the user.
const GAVE_UP = 'It could not be saved after several tries';
const LAST_ANSWER = 'The last answer was: ';
// The API's summary for a 400 with field messages (server/http/api-error.ts): says nothing by itself.
const VALIDATION_SUMMARY = /^validation failed\.?$/i;
const FIELD_MESSAGE = /^([a-z_][a-z0-9_]*): (.+)$/s;

export function notSavedReason(letter: Pick<DeadLetter, 'status' | 'detail'>): string {
  const { status, detail } = letter;
  if (detail.startsWith(GAVE_UP)) {
    const at = detail.indexOf(LAST_ANSWER);
    return at < 0 ? detail : `${detail.slice(0, at)}${LAST_ANSWER}${shortError(detail.slice(at + LAST_ANSWER.length))}`;
  }
  if (status === 0 || /newer version/i.test(detail)) return detail;
  if (status === 404) return 'It no longer exists on the server.';
  if (status === 412) return 'It was changed elsewhere.';
  const messages = refusalMessages(detail);
  return messages.length ? `The server didn’t accept it: ${messages.join(' ')}` : 'The server didn’t accept it.';
}

/**
 * The messages in a refusal's detail, which the engine wrote as "<detail>; <field>: <messages>; …"
 * (src/data/sync/outcome.ts): each field message with the field's name, the bare summary dropped.
 */
export function refusalMessages(detail: string): string[] {
  // A detail may itself hold "; ": a part that is not a field message continues the one before.
  const parts: string[] = [];
  for (const part of detail.split('; ')) {
    if (parts.length && !FIELD_MESSAGE.test(part)) parts[parts.length - 1] += `; ${part}`;
    else parts.push(part);
  }
  return parts
    .map((part) => part.trim())
    .filter((part) => part && !VALIDATION_SUMMARY.test(part) && !/^HTTP \d{3}$/.test(part))
    .map((part) => {
      const [, field, message] = FIELD_MESSAGE.exec(part) ?? [];
      if (!field || !message) return part;
      return field === 'non_field_errors' ? message : `${fieldName(field)} — ${message}`;
    });
}

export const FAILING_REASON = 'Couldn’t reach the server for this change; trying again automatically.';

/** A change failing on its own: it is retried, and the last error says roughly why. */
export function failingReason(entry: Pick<OutboxEntry, 'lastError'>): string {
  return entry.lastError ? `${FAILING_REASON} Last time: ${shortError(entry.lastError)}` : FAILING_REASON;
}

const MAX_ERROR_LENGTH = 80;

/** One short sentence for a transport error or a server's answer ("HTTP 503" → "the server had a problem"). */
export function shortError(error: string): string {
  const code = /^HTTP (\d{3})$/.exec(error.trim())?.[1];
  if (code) {
    const status = Number(code);
    if (status === 408) return 'The server took too long to answer.';
    if (status === 429) return 'The server was busy.';
    if (status >= 500) return 'The server had a problem.';
    return 'The server didn’t accept it.';
  }
  if (/timed out/i.test(error)) return 'The server took too long to answer.';
  const firstLine = error.trim().split('\n')[0] ?? '';
  const text = firstLine.length > MAX_ERROR_LENGTH ? `${firstLine.slice(0, MAX_ERROR_LENGTH - 1).trimEnd()}…` : firstLine;
  return /[.!?…]$/.test(text) || !text ? text : `${text}.`;
}

/** The Discard button's title: a create takes its record (and the changes waiting for it) off this device. */
export function discardHint(change: Pick<OutboxEntry, 'op' | 'entityId'> & { label: string }, held: readonly HeldChange[] = []): string {
  if (change.op !== 'create') return 'Forget this change; the server’s copy stays as it is.';
  // A held change names its parent's id in its body (a planned course's `plan`).
  const waiting = held.filter((h) => Object.values(h.entry.body).includes(change.entityId)).length;
  const along = waiting === 0 ? '' : waiting === 1 ? ' The change waiting for it goes too.' : ` The ${waiting} changes waiting for it go too.`;
  return `Removes “${change.label}” from this device; it was never saved to the server.${along}`;
}

/** "“MATH 201” is waiting for “Computer Science”, which wasn’t saved." */
export function heldText(change: Pick<HeldChange, 'label' | 'waitingFor'>): string {
  return `“${change.label}” is waiting for “${change.waitingFor}”, which wasn’t saved.`;
}
