// Bookmarks as a synced collection: their names, path and shape are the shared definition's.
import { bookmarkDefinition } from '../../src/lib/entities/bookmark';
import type { CollectionEntity } from '../sync/entity';
import { BookmarkChangesSchema, BookmarkSchema, NewBookmarkSchema } from './bookmark-schemas';
import {
  createBookmark,
  createInOneTrip,
  deleteBookmark,
  listBookmarks,
  readBookmarks,
  updateBookmark,
  updateInOneTrip,
  type NewBookmark,
} from './bookmark-service';
import type { BookmarkChanges, BookmarkRecord } from './bookmark-record';

export const bookmarkEntity: CollectionEntity<BookmarkRecord> = {
  kind: 'collection',
  name: bookmarkDefinition.wireName,
  tag: 'bookmarks',
  path: bookmarkDefinition.path,
  schemas: { record: BookmarkSchema, create: NewBookmarkSchema, update: BookmarkChangesSchema },
  list: (db, ownerSub, page) => listBookmarks(db, ownerSub, page),
  read: readBookmarks,
  create: (tx, ownerSub, body) => createBookmark(tx, ownerSub, body as NewBookmark),
  update: (tx, ownerSub, id, body, expected) => updateBookmark(tx, ownerSub, id, body as BookmarkChanges, expected),
  remove: deleteBookmark,
  oneTrip: {
    create: (ownerSub, body) => createInOneTrip(ownerSub, body as NewBookmark),
    update: (ownerSub, id, body, expected) => updateInOneTrip(ownerSub, id, body as BookmarkChanges, expected),
  },
};
