// "… deleted" with Undo, for a few seconds (a delete can be taken back, a weekly plan's,
// which asks no confirmation, a link's, a task's, a planned course's).
import { Button } from '@mantine/core';
import { ShortNotice } from './short-notice';

const UNDO_MS = 6_000;

interface UndoNoticeProps {
  /** The notice's title, e.g. "Plan deleted". */
  title: string;
  /** What was deleted, e.g. the plan's title; null hides the notice. */
  label: string | null;
  onUndo(): void;
  onDismiss(): void;
}

export function UndoNotice({ title, label, onUndo, onDismiss }: UndoNoticeProps) {
  return (
    <ShortNotice
      title={title}
      message={label === null ? null : `“${label}” was deleted.`}
      durationMs={UNDO_MS}
      onDismiss={onDismiss}
      action={
        <Button size="compact-sm" variant="light" onClick={onUndo}>
          Undo
        </Button>
      }
    />
  );
}
