// Bookmarks (links the student keeps): `bookmarks` on the wire and on the device, /api/bookmarks/.
import { BOOKMARK_LIMITS, type Bookmark } from '../bookmark';
import { defineCollection, type DraftOf } from './entity-definition';

export const bookmarkDefinition = defineCollection<Bookmark>()({
  kind: 'collection',
  wireName: 'bookmarks',
  localName: 'bookmarks',
  path: '/bookmarks/',
  fields: {
    title: { type: 'text', min: 1, max: BOOKMARK_LIMITS.title },
    url: { type: 'text', max: BOOKMARK_LIMITS.url, format: 'httpUrl', description: 'An absolute http:// or https:// address.' },
    description: { type: 'text', max: BOOKMARK_LIMITS.description },
  },
  required: ['title', 'url'],
  createdAtOnCreate: true,
  defaults: { description: '' },
  noun: 'link',
  plural: 'bookmarks',
  cap: 10_000,
});

export type BookmarkDraft = DraftOf<Bookmark, keyof typeof bookmarkDefinition.fields, (typeof bookmarkDefinition.required)[number]>;
