// An edit shows on its card in the render that follows the student's action (a Save, a move to another
// column), not once the local write has committed and the live query has read the list again: two IndexedDB
// round trips, 20-60 ms in Chromium with 5,000 links (bench/local-write), more on a phone. Dexie
// shows a lone write this way by itself, but not one made inside the explicit transaction that writes a
// record and its outbox entry together. Used by Study › Bookmark, Tasks and Weekly, and by the graduation
// plan's courses (Advisor › Graduation and Semester).
import { useCallback, useRef, useState } from 'react';

interface ShownEdit<T> {
  record: T;
  /** The read the write had committed under: once the live query answers anew, its answer holds the edit. */
  committedUnder?: unknown;
}

/** Still to be shown over `read`: not committed yet, or committed and not yet answered by the live query. */
const stillShown = (edit: ShownEdit<unknown>, read: unknown) => edit.committedUnder === undefined || edit.committedUnder === read;

/** Shows `record` on the screen while `write` runs (and until the live query has it); undone if it fails. */
export type ShowWhile<T> = <R>(record: T, write: () => Promise<R>) => Promise<R>;

/**
 * `read`: the live query's current answer (compared by identity). `apply` puts the edits shown onto the records
 * read; `showWhile` shows one while its write runs, and until the read that follows its commit.
 */
export function useOptimisticEdits<T extends { id: string }>(read: unknown) {
  const [edits, setEdits] = useState<ReadonlyMap<string, ShownEdit<T>>>(new Map());
  const latestRead = useRef(read);
  latestRead.current = read;

  const change = useCallback((id: string, next: ShownEdit<T> | undefined) => {
    setEdits((current) => {
      const copy = new Map(current);
      // Edits the live query has answered with since they committed are the device's now.
      for (const [key, edit] of copy) if (!stillShown(edit, latestRead.current)) copy.delete(key);
      if (next) copy.set(id, next);
      else copy.delete(id);
      return copy;
    });
  }, []);

  /** Shows `record` while `write` runs: until the live query has it, or, if the write fails (rethrown), no longer. */
  const showWhile: ShowWhile<T> = useCallback(
    async <R>(record: T, write: () => Promise<R>): Promise<R> => {
      change(record.id, { record });
      try {
        const result = await write();
        // Kept until the live query's next answer, which has it.
        change(record.id, { record, committedUnder: latestRead.current });
        return result;
      } catch (error) {
        change(record.id, undefined); // back to what the device holds
        throw error;
      }
    },
    [change],
  );

  const apply = useCallback(
    (records: T[]): T[] => {
      const shown = [...edits.values()].filter((edit) => stillShown(edit, read));
      if (shown.length === 0) return records;
      const byId = new Map(shown.map((edit) => [edit.record.id, edit.record]));
      return records.map((record) => byId.get(record.id) ?? record);
    },
    [edits, read],
  );

  return { apply, showWhile };
}
