// The answer to a move by hand, where the student is looking: refused with every reason, or done with
// any warning. Announced (alert for a refusal, status otherwise) and kept until dismissed or the next move.
// Brought into view when it changes: a drop or a menu far down the table would otherwise answer off-screen.
import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { MoveNews } from './use-plan-moves';

export function MoveNewsAlert({ news, onDismiss }: { news: MoveNews | null; onDismiss(): void }) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [news]);
  if (!news) return null;
  return (
    <Alert
      ref={shown}
      // Clear of the sticky top bar when brought into view.
      style={{ scrollMarginTop: 80 }}
      color={news.kind === 'refused' ? 'red' : news.lines.length > 0 ? 'orange' : 'teal'}
      variant="light"
      role={news.kind === 'refused' ? 'alert' : 'status'}
      title={news.title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      data-testid="move-news"
    >
      {news.lines.length > 0 && (
        <List size="sm">
          {news.lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
