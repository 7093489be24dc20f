// Imported syllabi, mirrored like bookmarks (wire name `syllabi`): what the student confirmed
// from an import, never the file. Tasks made from one name it, so its create reaches the server first.
import type { CollectionDescriptor } from './entity-descriptor';
import type { Syllabus } from '../../lib/syllabus/syllabus-record';

export type { Syllabus };

export type SyllabusDraft = Omit<Syllabus, 'id' | 'created_at' | 'updated_at' | 'version'>;

export const syllabusDescriptor: CollectionDescriptor = {
  name: 'syllabi',
  kind: 'collection',
  wireName: 'syllabi',
  endpoints: {
    list: '/api/syllabi/',
    create: '/api/syllabi/',
    item: (id) => `/api/syllabi/${encodeURIComponent(id)}/`,
  },
  fields: ['course', 'title', 'term', 'term_start', 'term_end', 'topics', 'grading', 'file_name'],
  defaults: { course: '', title: '', term: '', term_start: null, term_end: null, topics: [], grading: [], file_name: '' },
  noun: 'syllabus',
  label: (record) => [record.course, record.term].filter((part) => typeof part === 'string' && part).join(' · ') || 'An imported syllabus',
  goneNotice: 'A syllabus you changed was deleted on another device.',
};
