// The bookmark resource's requests and answer, made from the shared definition (src/lib/entities/bookmark.ts).
// Text is trimmed before these checks run.
import { bookmarkDefinition } from '../../src/lib/entities/bookmark';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';

export const BookmarkSchema = recordSchema(bookmarkDefinition);
export const NewBookmarkSchema = createSchema(bookmarkDefinition);
export const BookmarkChangesSchema = changesSchema(bookmarkDefinition);
