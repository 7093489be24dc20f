// A short notice at the bottom of the screen that leaves by itself (save, edit and delete each
// say what happened). Announced politely; its close button, or its own action, ends it earlier; the page
// leaves room for it so it never covers a button (use-notice-room.ts).
import { Notification, Portal } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useNoticeRoom } from './use-notice-room';
import classes from './short-notice.module.css';

interface ShortNoticeProps {
  title: string;
  /** The notice's text; null hides the notice. */
  message: ReactNode | null;
  durationMs: number;
  onDismiss(): void;
  /** A button beside the text, e.g. Undo. */
  action?: ReactNode;
}

export function ShortNotice({ title, message, durationMs, onDismiss, action }: ShortNoticeProps) {
  const measureRoom = useNoticeRoom('short');
  const showing = message !== null;
  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [showing, message, durationMs, onDismiss]);
  if (!showing) return null;
  return (
    <Portal>
      <Notification
        ref={measureRoom}
        role="status"
        aria-live="polite"
        withBorder
        closeButtonProps={{ 'aria-label': 'Dismiss' }}
        onClose={onDismiss}
        className={classes.notice}
        title={title}
      >
        <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <span style={{ overflowWrap: 'anywhere' }}>{message}</span>
          {action}
        </span>
      </Notification>
    </Portal>
  );
}
