// The links Study › Bookmark draws, live from Dexie. Only the newest `drawn` are read (with a count): a
// student with thousands of links gets a quick screen, and an edit re-reads one page, not all of them.
// A search needs every link: they are read once the search box has focus (a moment before the first
// keystroke) and then filtered in memory on each one; until they arrive, the page already read is searched.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Bookmark } from '../../data/entities/bookmark';
import { filterBookmarks } from './bookmark-search';

export interface BookmarkListing {
  /** The cards to draw: the first `drawn` of the matching links, newest first. */
  drawn: Bookmark[];
  /** How many links match (all of them when not searching). */
  matching: number;
  /** How many links the student has. */
  total: number;
}

/** Undefined until the first read. `searchFocused`: read every link now, a search is about to start. */
export function useBookmarkListing(query: string, drawn: number, searchFocused: boolean): BookmarkListing | undefined {
  const userData = activeUserData();
  const searching = query.trim() !== '';
  const newest = useLiveQuery(
    async () => ({ links: await userData.bookmarks.newest(drawn), total: await userData.bookmarks.count() }),
    [userData, drawn],
  );
  const everything = useLiveQuery(async () => (searching || searchFocused ? userData.bookmarks.list() : undefined), [userData, searching || searchFocused]);
  const listing = useMemo((): BookmarkListing | undefined => {
    if (!newest) return undefined;
    if (!searching) return { drawn: newest.links, matching: newest.total, total: newest.total };
    const matches = filterBookmarks(everything ?? newest.links, query);
    return { drawn: matches.slice(0, drawn), matching: matches.length, total: newest.total };
  }, [searching, newest, everything, query, drawn]);
  // While a new read runs ("Show more") the cards drawn stay, rather than blinking out.
  const last = useRef(listing);
  if (listing) last.current = listing;
  return listing ?? last.current;
}
