// "Link added", "Task updated"…: the short word after a save or an edit. It says where the change
// is: saved on this device and synced now, or waiting for the connection.
import { useCallback, useState, type ReactElement } from 'react';
import { ShortNotice } from './short-notice';

const SAVED_MS = 3_000;

export interface SavedNews {
  title: string;
  label: string;
}

/** The notice and the function that shows it, for a screen that saves records. */
export function useSavedNotice(): { notice: ReactElement; tell(news: SavedNews): void } {
  const [news, setNews] = useState<SavedNews | null>(null);
  const dismiss = useCallback(() => setNews(null), []);
  const message = news && (navigator.onLine ? `“${news.label}” is saved.` : `“${news.label}” is saved on this device and syncs when you are back online.`);
  return { notice: <ShortNotice title={news?.title ?? ''} message={message} durationMs={SAVED_MS} onDismiss={dismiss} />, tell: setNews };
}
