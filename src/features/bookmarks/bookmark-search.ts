import type { Bookmark } from '../../data/entities/bookmark';

/** Case-insensitive match of every word of `query` against title, URL and description. */
export function filterBookmarks(bookmarks: readonly Bookmark[], query: string): Bookmark[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...bookmarks];
  return bookmarks.filter((bookmark) => {
    const haystack = `${bookmark.title}\n${bookmark.url}\n${bookmark.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
