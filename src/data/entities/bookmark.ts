// Bookmarks on the device, from their shared definition (src/lib/entities/bookmark.ts).
import { bookmarkDefinition, type BookmarkDraft } from '../../lib/entities/bookmark';
import { collectionDescriptor } from './collection-descriptor';

export type { Bookmark } from '../../lib/bookmark';
export type { BookmarkDraft };

export const bookmarkDescriptor = collectionDescriptor(bookmarkDefinition, {
  newestFirstBy: 'created_at',
  untitled: 'Untitled link',
  goneNotice: 'A link you edited was deleted on another device.',
});
