import type { CollectionDescriptor } from './entity-descriptor';

export type { Bookmark } from '../../lib/bookmark';

export interface BookmarkDraft {
  title: string;
  url: string;
  description?: string;
}

export const bookmarkDescriptor: CollectionDescriptor = {
  name: 'bookmarks',
  kind: 'collection',
  wireName: 'bookmarks',
  endpoints: {
    list: '/api/bookmarks/',
    create: '/api/bookmarks/',
    item: (id) => `/api/bookmarks/${encodeURIComponent(id)}/`,
  },
  fields: ['title', 'url', 'description'],
  defaults: { description: '' },
  newestFirstBy: 'created_at',
  noun: 'link',
  label: (record) => (typeof record.title === 'string' && record.title ? record.title : 'Untitled link'),
  goneNotice: 'A link you edited was deleted on another device.',
};
