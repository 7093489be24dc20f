// The answer to a move by hand, where the student is looking: refused with every reason, or done with
// any warning. Announced (alert for a refusal, status otherwise) and kept until dismissed or the next move.
import { Alert, List } from '@mantine/core';
import type { MoveNews } from './use-plan-moves';

export function MoveNewsAlert({ news, onDismiss }: { news: MoveNews | null; onDismiss(): void }) {
  if (!news) return null;
  return (
    <Alert
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
