// How many records there are, from a newest-first page and a count read in a query of its own (a count
// walks every key, so screens do not make their page wait for it). Shared by Study › Bookmark and the
// dashboard's Resource card.

/**
 * A page shorter than it asked for holds every record: its length is the total, count or no count. Else the
 * count, once read; it may lag the page for a moment after a record comes or goes, and is never below it.
 */
export function pageTotal(pageLength: number, asked: number, counted: number | undefined): number | undefined {
  if (pageLength < asked) return pageLength;
  return counted === undefined ? undefined : Math.max(counted, pageLength);
}
