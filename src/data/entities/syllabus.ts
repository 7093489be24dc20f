// Imported syllabi on the device, from their shared definition (src/lib/entities/syllabus.ts).
import { syllabusDefinition } from '../../lib/entities/syllabus';
import type { Syllabus } from '../../lib/syllabus/syllabus-record';
import { collectionDescriptor } from './collection-descriptor';
import type { CollectionDescriptor } from './entity-descriptor';

export type { Syllabus };

/** An import saves every field it confirmed. */
export type SyllabusDraft = Omit<Syllabus, 'id' | 'created_at' | 'updated_at' | 'version'>;

const descriptor = collectionDescriptor(syllabusDefinition, {
  untitled: 'An imported syllabus',
  label: (record) => [record.course, record.term].filter((part) => typeof part === 'string' && part).join(' · '),
  goneNotice: 'A syllabus you changed was deleted on another device.',
});

export const syllabusDescriptor: CollectionDescriptor<Syllabus, SyllabusDraft> & Pick<typeof descriptor, 'name'> = descriptor;
