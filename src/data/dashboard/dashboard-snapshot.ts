// The dashboard's last figures per student, kept in localStorage: read synchronously as the app starts, so a
// returning student sees their dashboard while the sign-in session and the database open, and the live figures
// replace it as they arrive. A few kB: only what the cards draw (a handful of rows each, and the counts).
// Keyed by the user's sub and checked against it on every read: one student's figures are never drawn for
// another on a shared browser. Removed with the student's local data (sign-out, account deletion).
import type { Announcement } from '../../lib/announcement';
import type { DegreeProgress } from '../../lib/progress/degree-progress';
import type { LastWeekReport } from '../../lib/progress/last-week-report';
import type { WeeklyProgress } from '../../lib/progress/weekly-progress';
import type { Bookmark } from '../entities/bookmark';
import type { Task } from '../entities/task';

/** A few rows of a list and how long the whole list is. */
export interface RowsAndTotal<T> {
  rows: T[];
  total: number;
}

/** What the dashboard's cards draw, already computed. */
export interface DashboardFigures {
  degree: DegreeProgress | null;
  announcements: Announcement[];
  today: RowsAndTotal<Task>;
  thisWeek: RowsAndTotal<Task>;
  week: WeeklyProgress;
  bookmarks: { newest: Bookmark[]; total: number | undefined };
  lastWeek: LastWeekReport | null;
}

interface StoredSnapshot {
  /** Bumped when DashboardFigures changes shape: an older snapshot is then ignored, not misdrawn. */
  version: number;
  sub: string;
  figures: DashboardFigures;
}

const VERSION = 1;
const KEY_PREFIX = 'degreemate:dashboard-snapshot:';

const keyOf = (sub: string) => `${KEY_PREFIX}${sub}`;

/** localStorage, or undefined where it is blocked (then there is simply no snapshot). */
function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The student's last figures, or undefined: none kept, another shape, or stored for someone else. */
export function readDashboardSnapshot(sub: string | undefined, storage = defaultStorage()): DashboardFigures | undefined {
  if (!sub || !storage) return undefined;
  try {
    const stored = JSON.parse(storage.getItem(keyOf(sub)) ?? 'null') as StoredSnapshot | null;
    // The sub inside as well as in the key: a value copied under another key is still not drawn.
    if (!stored || stored.version !== VERSION || stored.sub !== sub) return undefined;
    return stored.figures;
  } catch {
    return undefined;
  }
}

export function writeDashboardSnapshot(sub: string, figures: DashboardFigures, storage = defaultStorage()): void {
  if (!storage) return;
  const stored: StoredSnapshot = { version: VERSION, sub, figures };
  try {
    storage.setItem(keyOf(sub), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the next start reads the live figures, as it would without a snapshot.
  }
}

export function clearDashboardSnapshot(sub: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(keyOf(sub));
  } catch {
    // Blocked storage holds no snapshot to remove.
  }
}
