// The links Study › Bookmark draws, live from Dexie. Only the newest `drawn` are read (and counted): a
// student with thousands of links gets a quick screen, and an edit re-reads one page, not all of them.
// A search needs every link: they are read once the search box has focus (a moment before the first
// keystroke) and then filtered in memory on each one; until they arrive, the page already read is searched.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Bookmark } from '../../data/entities/bookmark';
import { pageTotal } from '../../lib/page-total';
import { filterBookmarks } from './bookmark-search';
import { useOptimisticEdits, type ShowWhile } from '../../ui/use-optimistic-edits';

export interface BookmarkListing {
  /** The cards to draw: the first `drawn` of the matching links, newest first. */
  drawn: Bookmark[];
  /** How many links match (all of them when not searching). */
  matching: number;
  /** How many links the student has. */
  total: number;
}

export interface BookmarkListingState {
  /** Undefined until the first read. */
  listing: BookmarkListing | undefined;
  /** An edited link, shown on its card at once while it is written (use-optimistic-edits.ts). */
  showWhile: ShowWhile<Bookmark>;
}

/** `searchFocused`: read every link now, a search is about to start. */
export function useBookmarkListing(query: string, drawn: number, searchFocused: boolean): BookmarkListingState {
  const userData = activeUserData();
  const searching = query.trim() !== '';
  // Two queries, not one: IndexedDB counts by walking every key (tens of ms for 5,000 links in Chromium),
  // and an edited card must not wait for that walk to show its change.
  const page = useLiveQuery(async () => ({ links: await userData.bookmarks.newest(drawn), asked: drawn }), [userData, drawn]);
  const counted = useLiveQuery(() => userData.bookmarks.count(), [userData]);
  const everything = useLiveQuery(async () => (searching || searchFocused ? userData.bookmarks.list() : undefined), [userData, searching || searchFocused]);
  const { apply, showWhile } = useOptimisticEdits<Bookmark>(page);
  const listing = useMemo((): BookmarkListing | undefined => {
    if (!page) return undefined;
    const { asked } = page;
    const links = apply(page.links);
    const total = pageTotal(links.length, asked, counted);
    if (total === undefined) return undefined;
    if (!searching) return { drawn: links, matching: total, total };
    const matches = filterBookmarks(apply(everything ?? links), query);
    return { drawn: matches.slice(0, drawn), matching: matches.length, total };
  }, [searching, page, apply, counted, everything, query, drawn]);
  // While a new read runs ("Show more") the cards drawn stay, rather than blinking out.
  const last = useRef(listing);
  if (listing) last.current = listing;
  return { listing: listing ?? last.current, showWhile };
}
