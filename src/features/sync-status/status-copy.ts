// What the indicator says for each state: a short label for the top bar, a sentence for the panel.
import type { PendingKind, SyncStatus } from '../../data/sync/sync-status';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Every entity noun (src/data/entities/*: link, profile, graduation plan, planned course) takes an "s".
const nounPlural = (noun: string) => `${noun}s`;

export function shortLabel(status: SyncStatus): string {
  switch (status.state) {
    case 'offline':
      return 'Offline';
    case 'paused-auth':
      return 'Sign in to sync';
    case 'error':
      return 'Sync problem';
    case 'syncing':
      return 'Syncing';
    case 'idle':
      if (status.deadLetters.length) return 'Not saved';
      return status.failing.length ? 'Retrying' : 'All saved';
  }
}

/** What is going on, in one sentence; what waits is said by kind beside it (pendingSummary). */
export function explanation(status: SyncStatus): string {
  switch (status.state) {
    case 'offline':
      return 'You’re offline. Your changes are kept on this device and saved when you’re back online.';
    case 'paused-auth':
      return 'Your session has ended. Sign in again to save your changes; nothing is lost.';
    case 'error':
      return 'The server isn’t answering properly right now; we’ll keep trying.';
    case 'syncing':
      return 'Saving to the server…';
    case 'idle':
      // Idle with something queued: it waits on a refused change (held) or in its own backoff (failing).
      if (status.deadLetters.length) return 'Some of your changes weren’t saved. They’re kept on this device: retry or discard them below.';
      if (status.failing.length) return 'Some changes didn’t get through yet; trying again automatically.';
      if (status.pending) return 'Some of your changes weren’t saved. They’re kept on this device: retry or discard them below.';
      return 'All your changes are saved to the server.';
  }
}

/** For screen readers: the button's full name. */
export function accessibleLabel(status: SyncStatus): string {
  const parts = [`Sync status: ${shortLabel(status)}`];
  if (status.pending) parts.push(plural(status.pending, 'change waiting', 'changes waiting'));
  if (status.deadLetters.length) parts.push(plural(status.deadLetters.length, 'change refused', 'changes refused'));
  if (status.failing.length) parts.push(plural(status.failing.length, 'change failing', 'changes failing'));
  if (status.conflicts.length) parts.push(plural(status.conflicts.length, 'conflict', 'conflicts'));
  if (status.notices.length) parts.push(plural(status.notices.length, 'notice', 'notices'));
  return parts.join(', ');
}

/** "Waiting to be saved: 3 links, 1 planned course"; empty when nothing waits. */
export function pendingSummary(kinds: readonly PendingKind[]): string {
  const counts = kinds.filter((kind) => kind.count > 0).map((kind) => plural(kind.count, kind.noun, nounPlural(kind.noun)));
  return counts.length ? `Waiting to be saved: ${counts.join(', ')}` : '';
}

/** Anything the student should look at: the top bar shows a dot. */
export function needsAttention(status: SyncStatus): boolean {
  return status.deadLetters.length + status.failing.length + status.conflicts.length + status.notices.length > 0;
}
